/**
 * List, Create (invite), Remove and Update Team Member or Invitation. A team is found through
 * the organization whose key opened the request, so another organization's team is a 404.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  emptyReply,
  HttpError,
  organizationOf,
  reply,
  type EmulatorRequest,
  type EmulatorResponse,
  type RouteDefinition,
} from '../router.js';
import { isoTimestamp, nextId, type Team, type TeamMember, type TeamRole } from '../state.js';
import { addError, throwIfInvalid, type FieldErrors } from './terms-model.js';

const COLLECTION = '/api/organizations/:organization_token/teams/:team_id/members';
const MEMBER = `${COLLECTION}/:team_member_id`;
const ROLES: readonly TeamRole[] = ['translator', 'manager', 'language_coordinator', 'observer'];
const PROOFREADER_RULE =
  'must be true when super_proofreader is true: a super proofreader proofreads others too';

function teamOf(request: EmulatorRequest): Team {
  const rawId = request.params['team_id'] ?? '';
  const team = /^\d+$/.test(rawId)
    ? organizationOf(request).teams.find((candidate) => candidate.id === Number(rawId))
    : undefined;
  if (team === undefined)
    throw new HttpError(404, `Team not found: this organization has no team with the id ${rawId}`);
  return team;
}

function memberOf(request: EmulatorRequest, team: Team): TeamMember {
  const rawId = request.params['team_member_id'] ?? '';
  const member = /^\d+$/.test(rawId)
    ? team.members.find((candidate) => candidate.id === Number(rawId))
    : undefined;
  if (member === undefined)
    throw new HttpError(
      404,
      `Team member not found: team ${team.id} has no member or invitation with the id ${rawId}`,
    );
  return member;
}

function renderTeamMember(member: TeamMember): Record<string, unknown> {
  return {
    type: member.type,
    id: member.id,
    user_id: member.userId,
    email: member.email,
    name: member.name,
    role: member.role,
    locale: member.locale,
    status: member.status,
    proofreader: member.proofreader,
    super_proofreader: member.superProofreader,
    member_since: isoTimestamp(member.memberSince),
    avatar: member.avatar,
  };
}

function listTeamMembers(request: EmulatorRequest): EmulatorResponse {
  const team = teamOf(request);
  const kind = request.query.get('filter') ?? '';
  if (kind !== '' && kind !== 'membership' && kind !== 'invitation') {
    throw new HttpError(400, `filter must be membership, invitation or blank, got "${kind}"`);
  }
  const members = team.members.filter((member) => kind === '' || member.type === kind);
  return reply(request, 200, members.map(renderTeamMember), { xmlRoot: 'team_members' });
}

/** A JSON boolean, or the strings Rails casts (`"true"`, `"false"`, `"1"`, `"0"`). */
function readBoolean(body: Record<string, unknown>, field: string, errors: FieldErrors): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (value === true || value === 'true' || value === '1' || value === 1) return true;
  if (value === false || value === 'false' || value === '0' || value === 0) return false;
  addError(errors, field, 'must be true or false');
  return undefined;
}

/** A locale code such as `fr`, `pt-BR`, `zh_Hant` or `sr@latin` (docs/decisions.md). */
function readLocale(body: Record<string, unknown>, errors: FieldErrors): string | null | undefined {
  const value = body['locale'];
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (typeof value !== 'string' || !/^[A-Za-z]{2,3}([-_@][A-Za-z0-9]+)*$/.test(value)) {
    addError(errors, 'locale', 'is not a locale code');
    return undefined;
  }
  return value;
}

function readString(body: Record<string, unknown>, field: string, errors: FieldErrors): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') addError(errors, field, 'must be a string');
  return typeof value === 'string' ? value : undefined;
}

function createTeamMember(request: EmulatorRequest): EmulatorResponse {
  const team = teamOf(request);
  const body = request.json();
  const errors: FieldErrors = {};
  const email = readString(body, 'email', errors);
  if (email === undefined || !/^[^\s@]+@[^\s@]+$/.test(email))
    addError(errors, 'email', 'is not an e-mail address');
  else if (team.members.some((member) => member.email.toLowerCase() === email.toLowerCase()))
    addError(errors, 'email', 'has already been taken');
  const role = body['role'] ?? 'translator';
  const knownRole = ROLES.find((candidate) => candidate === role);
  if (knownRole === undefined) addError(errors, 'role', `must be one of ${ROLES.join(', ')}`);
  const proofreader = readBoolean(body, 'proofreader', errors) ?? true;
  const superProofreader = readBoolean(body, 'super_proofreader', errors) ?? true;
  if (superProofreader && !proofreader) addError(errors, 'proofreader', PROOFREADER_RULE);
  const locale = readLocale(body, errors);
  const name = readString(body, 'name', errors);
  // Checked for its type only: the emulator sends no invitation e-mail.
  readString(body, 'personal_message', errors);
  throwIfInvalid(errors);

  const { state, baseUrl } = request.context;
  const invitationToken = randomBytes(16).toString('hex');
  const address = email ?? '';
  team.members.push({
    type: 'invitation',
    id: nextId(state),
    userId: nextId(state),
    email: address,
    name: name ?? address.split('@')[0] ?? address,
    role: knownRole ?? 'translator',
    locale: locale ?? null,
    status: 'pending',
    proofreader,
    superProofreader,
    memberSince: request.context.now(),
    avatar: `https://www.gravatar.com/avatar/${createHash('md5').update(address.trim().toLowerCase()).digest('hex')}?d=identicon`,
    invitationToken,
  });
  return reply(request, 201, { invitation_url: `${baseUrl}/invitations/${invitationToken}` });
}

function removeTeamMember(request: EmulatorRequest): EmulatorResponse {
  const team = teamOf(request);
  const member = memberOf(request, team);
  team.members = team.members.filter((candidate) => candidate !== member);
  return emptyReply(202);
}

function updateTeamMember(request: EmulatorRequest): EmulatorResponse {
  const team = teamOf(request);
  const member = memberOf(request, team);
  const body = request.json();
  const errors: FieldErrors = {};
  const locale = readLocale(body, errors);
  // An omitted proofreading field keeps the value the membership already has.
  const proofreader = readBoolean(body, 'proofreader', errors) ?? member.proofreader;
  const superProofreader = readBoolean(body, 'super_proofreader', errors) ?? member.superProofreader;
  if (superProofreader && !proofreader) addError(errors, 'proofreader', PROOFREADER_RULE);
  throwIfInvalid(errors);
  if (locale !== undefined) member.locale = locale;
  member.proofreader = proofreader;
  member.superProofreader = superProofreader;
  const encoded = {
    type: member.type,
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    locale: member.locale,
    proofreader: member.proofreader,
    super_proofreader: member.superProofreader,
    member_since: isoTimestamp(member.memberSince),
  };
  // The spec's double encoding: the member is a JSON string inside the JSON body.
  return reply(request, 202, { team_member: JSON.stringify(encoded) });
}

export const teamMemberRoutes: RouteDefinition[] = [
  {
    endpoint: 'listTeamMembers',
    methods: ['GET'],
    pattern: COLLECTION,
    formats: ['json', 'yaml', 'xml', 'csv'],
    handle: listTeamMembers,
  },
  { endpoint: 'createTeamMember', methods: ['POST'], pattern: COLLECTION, handle: createTeamMember },
  { endpoint: 'removeTeamMember', methods: ['DELETE'], pattern: MEMBER, handle: removeTeamMember },
  // The spec names PATCH; Rails routes PUT to the same action.
  { endpoint: 'updateTeamMember', methods: ['PATCH', 'PUT'], pattern: MEMBER, handle: updateTeamMember },
];
