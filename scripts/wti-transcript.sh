#!/usr/bin/env bash
# Runs the official wti client (../shared/tools/wti) against a running emulator, command by
# command, and prints each command with its output and exit code: the transcript recorded in
# docs/wti-against-the-emulator.md. Start the emulator first (npm run emulator -- --port 0).
#   scripts/wti-transcript.sh URL TOKEN [DIR]
set -uo pipefail
URL=$1 TOKEN=$2 DIR=${3:-$(mktemp -d)}
HERE=$(cd "$(dirname "$0")/.." && pwd)
WTI="$HERE/../shared/tools/wti/wti"
FIX="$HERE/test/fixtures/real-projects"
export WTI_NO_COLOR=1
mkdir -p "$DIR" && cd "$DIR" || exit 2

# wti's spinner draws with ANSI codes and carriage returns even without colours: left out.
clean() {
  sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' -e 's/\r/\n/g' | sed -e 's/^[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] *//' |
    grep -v -e '^\s*$' -e '^#$' -e '^  [A-Z][a-z]* [a-z]* *[a-z]*$'
}
wti() {
  local input=${INPUT:-}
  echo "\$ wti $*"
  printf '%s' "$input" | "$WTI" -u "$URL" -t "$TOKEN" -C "$DIR" "$@" 2>&1 | clean
  echo "(exit ${PIPESTATUS[1]})"
  echo
}
imported() { # waits until Show Project shows the local file's SHA-1 for it
  local sum; sum=$(sha1sum "$1" | cut -d' ' -f1)
  for _ in $(seq 100); do
    curl -s "$URL/api/projects/$TOKEN" | grep -q "\"hash_file\":\"$sum\"" && return 0
    sleep 0.1
  done
  echo "(import of $1 not seen)"
}

wti pull --all
wti pull --all

echo '$ echo '"'"'  farewell: "See you"'"'"' >> config/locales/en.yml'
echo '  farewell: "See you"' >> config/locales/en.yml
wti push
imported config/locales/en.yml

echo "\$ sed -i 's/Bonjour/Salut/' config/locales/fr.yml"
sed -i 's/Bonjour/Salut/' config/locales/fr.yml
wti push --locale fr

echo '$ # new masters in each format, from test/fixtures/real-projects'
mkdir -p app/src/main/res/values ios/en.lproj po src/main/resources
cp "$FIX/android/res/values/strings.xml" app/src/main/res/values/strings.xml
cp "$FIX/ios/en.lproj/Localizable.strings" ios/en.lproj/Localizable.strings
cp "$FIX/gettext/messages.pot" po/messages.pot
cp "$FIX/rails/en.yml" config/locales/settings.en.yml
printf 'greeting = Hello\n' > src/main/resources/messages.properties
printf '{"extra": {"title": "Extra"}}\n' > locales/en/extra.json
ADDED="app/src/main/res/values/strings.xml ios/en.lproj/Localizable.strings po/messages.pot config/locales/settings.en.yml src/main/resources/messages.properties locales/en/extra.json"
# shellcheck disable=SC2086
wti add $ADDED
for f in $ADDED; do imported "$f"; done
wti pull --locale fr

INPUT=$'\n' wti mv locales/en/extra.json locales/en/more.json
INPUT=$'y\n' wti rm config/locales/settings.en.yml
wti status
wti status config/locales/en.yml
wti addlocale es
INPUT=$'y\n' wti rmlocale es
wti diff

echo '$ ruby -I ../shared/tools/wti/src/lib -r ../shared/tools/wti/shims/wti_local.rb scripts/wti-library-check.rb'
WTI_BASE_URL=$URL WTI_PROJECT_API_KEY=$TOKEN ruby -I "$HERE/../shared/tools/wti/src/lib" \
  -r "$HERE/../shared/tools/wti/shims/wti_local.rb" "$HERE/scripts/wti-library-check.rb" 2>&1
echo "(exit $?)"
