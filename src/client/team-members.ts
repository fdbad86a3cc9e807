/** List (JSON or CSV), Create, Update and Remove Team Member or Invitation. */
import type { CallOptions } from './call-options.js';
import type { ResourceContext } from './context.js';
import { fromTeamMember } from './from-wire.js';
import type { TeamMember, TeamRole } from './models.js';
import { isRecord, mapShape, readArray, readNothing, readObject, readRawText, readText } from './readers.js';
import type { WireTeamMember } from './types.js';
import { buildUrl, type QueryValue } from './url.js';

export interface ListTeamMembersOptions extends CallOptions {
  teamId: number;
  /** Only memberships, only invitations, or both (the default). */
  filter?: 'membership' | 'invitation';
}

export interface CreateTeamMemberInput {
  teamId: number;
  email: string;
  role?: TeamRole;
  proofreader?: boolean;
  /** Cannot be true while proofreader is false. */
  superProofreader?: boolean;
  locale?: string;
  personalMessage?: string;
  name?: string;
}

export interface UpdateTeamMemberInput {
  teamId: number;
  memberId: number;
  locale?: string;
  /** Left out: the membership keeps its current value. */
  proofreader?: boolean;
  superProofreader?: boolean;
}

export interface TeamMembersApi {
  /** List Team Members: the members and invitations of team `teamId`. Either organization key. */
  list(options: ListTeamMembersOptions): Promise<TeamMember[]>;
  /** The same list as CSV text, as the service renders it. Either organization key. */
  listCsv(options: ListTeamMembersOptions): Promise<string>;
  /** List Team Members as the service renders it in `format` (`xml`, `yaml` or `csv`), unparsed. */
  listRaw(options: ListTeamMembersOptions, format: 'xml' | 'yaml' | 'csv'): Promise<string>;
  /**
   * Create Team Member: an invitation; resolves with its URL. Needs the private organization key.
   * Not sent again after an attempt that may have reached the service (it would invite twice).
   */
  create(input: CreateTeamMemberInput, options?: CallOptions): Promise<{ invitationUrl: string }>;
  /**
   * Update Team Member or Invitation; a refusal is a RejectedError with `fieldErrors`. Read-write
   * organization key.
   */
  update(input: UpdateTeamMemberInput, options?: CallOptions): Promise<TeamMember>;
  /**
   * Remove Team Member or Invitation. A retry that finds it gone counts as done. Read-write
   * organization key.
   */
  remove(options: { teamId: number; memberId: number } & CallOptions): Promise<void>;
}

export function createTeamMembersApi(context: ResourceContext): TeamMembersApi {
  const members = (
    teamId: number,
    rest: (string | number)[],
    suffix = '',
    query: Record<string, QueryValue> = {},
  ): URL =>
    buildUrl(
      context.baseUrl,
      ['api', 'organizations', context.organizationToken(), 'teams', teamId, 'members', ...rest],
      { suffix, query },
    );
  const listUrl = (options: ListTeamMembersOptions, suffix: string): URL =>
    members(options.teamId, [], suffix, { filter: options.filter });

  return {
    list: async (options) =>
      context.caller.call({
        signal: options.signal,
        endpoint: 'listTeamMembers',
        method: 'GET',
        url: listUrl(options, '.json'),
        tokenKind: 'organization',
        repeat: 'idempotent',
        read: async (response, call) =>
          mapShape(response, call, await readArray(response, call), (list: WireTeamMember[]) =>
            list.map(fromTeamMember),
          ),
      }),

    listRaw: async (options, format) =>
      context.caller.call({
        signal: options.signal,
        endpoint: 'listTeamMembers',
        method: 'GET',
        url: listUrl(options, `.${format}`),
        tokenKind: 'organization',
        repeat: 'idempotent',
        read: readRawText,
      }),

    listCsv: async (options) =>
      context.caller.call({
        signal: options.signal,
        endpoint: 'listTeamMembers',
        method: 'GET',
        url: listUrl(options, '.csv'),
        tokenKind: 'organization',
        repeat: 'idempotent',
        read: readText,
      }),

    create: async (input, options = {}) => {
      const body: Record<string, string | boolean> = { email: input.email };
      if (input.role !== undefined) body.role = input.role;
      if (input.proofreader !== undefined) body.proofreader = input.proofreader;
      if (input.superProofreader !== undefined) body.super_proofreader = input.superProofreader;
      if (input.locale !== undefined) body.locale = input.locale;
      if (input.personalMessage !== undefined) body.personal_message = input.personalMessage;
      if (input.name !== undefined) body.name = input.name;
      return context.caller.call({
        signal: options.signal,
        endpoint: 'createTeamMember',
        method: 'POST',
        url: members(input.teamId, []),
        tokenKind: 'organization',
        repeat: 'once',
        body: { kind: 'json', value: body },
        read: async (response, call) =>
          mapShape(response, call, await readObject(response, call), (wire: { invitation_url: string }) => {
            if (typeof wire.invitation_url !== 'string') throw new TypeError('invitation_url');
            return { invitationUrl: wire.invitation_url };
          }),
      });
    },

    update: async (input, options = {}) => {
      const body: Record<string, string | boolean> = {};
      if (input.locale !== undefined) body.locale = input.locale;
      if (input.proofreader !== undefined) body.proofreader = input.proofreader;
      if (input.superProofreader !== undefined) body.super_proofreader = input.superProofreader;
      return context.caller.call({
        signal: options.signal,
        endpoint: 'updateTeamMember',
        method: 'PATCH',
        url: members(input.teamId, [input.memberId]),
        tokenKind: 'organization',
        // Setting fields to given values twice leaves them as once.
        repeat: 'idempotent',
        body: { kind: 'json', value: body },
        read: async (response, call) =>
          mapShape(response, call, await readObject(response, call), (wire: { team_member: unknown }) => {
            // The spec's double encoding: `team_member` is a JSON string holding the member.
            const member: unknown =
              typeof wire.team_member === 'string' ? JSON.parse(wire.team_member) : wire.team_member;
            if (!isRecord(member)) throw new TypeError('team_member');
            return fromTeamMember(member as unknown as WireTeamMember);
          }),
      });
    },

    remove: async (options) =>
      context.caller.call({
        signal: options.signal,
        endpoint: 'removeTeamMember',
        method: 'DELETE',
        url: members(options.teamId, [options.memberId]),
        tokenKind: 'organization',
        repeat: 'idempotent',
        goneAfterRetryIsOk: true,
        read: readNothing,
      }),
  };
}
