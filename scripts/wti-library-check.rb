# frozen_string_literal: true

# Drives the service's official Ruby library (web_translate_it 3.2.3) against a server, as a
# project using the gem would: strings past one page of 250, a string created with nulls, a
# translation saved and read back, terms and term translations. Any failure raises (exit 1).
#
#   WTI_BASE_URL=http://127.0.0.1:PORT WTI_PROJECT_API_KEY=TOKEN \
#     ruby -I ../shared/tools/wti/src/lib -r ../shared/tools/wti/shims/wti_local.rb \
#     scripts/wti-library-check.rb
#
# docs/wti-against-the-emulator.md records a run against `npm run emulator`.
require 'web_translate_it'

KEY = ENV.fetch('WTI_PROJECT_API_KEY')
RUN = Time.now.strftime('%H%M%S')

def check(what)
  ok = yield
  raise "FAILED: #{what}" unless ok

  puts "ok   #{what}"
end

WebTranslateIt::Connection.new(KEY) do |conn|
  before = WebTranslateIt::String.find_all(conn).size
  check("find_all lists the project's #{before} strings") { before.positive? }

  # 260 more strings: the listing now spans two pages of 250, linked by Link rel="next".
  260.times do |i|
    string = WebTranslateIt::String.new({ 'key' => "library.#{RUN}.#{i}" }, connection: conn)
    raise "create #{i} failed" unless string.save
  end
  all = WebTranslateIt::String.find_all(conn)
  check("find_all follows Link pages: #{all.size} strings (#{before} + 260)") { all.size == before + 260 }
  filtered = WebTranslateIt::String.find_all(conn, 'key' => "library.#{RUN}.7")
  check('find_all with a key filter finds exactly that string') { filtered.map(&:key) == ["library.#{RUN}.7"] }

  # Create String with every unset attribute sent as null (plural, type, dev_comment, status, ...).
  nulls = WebTranslateIt::String.new({ 'key' => "library.#{RUN}.nulls" }, connection: conn)
  check('a string created with null attributes is saved') { nulls.save && !nulls.id.nil? }
  found = WebTranslateIt::String.find(conn, nulls.id)
  check("find reads it back (type #{found.type}, status #{found.status})") do
    found.key == "library.#{RUN}.nulls" && found.type == 'String' && found.status == 'Current'
  end

  # A translation saved through String#save, then read back with translation_for.
  found.translations = [WebTranslateIt::Translation.new('locale' => 'fr', 'text' => 'Bonjour la bibliothèque')]
  found.dev_comment = 'Set by the library check'
  found.save
  again = WebTranslateIt::String.find(conn, nulls.id)
  french = again.translation_for('fr')
  check("translation_for('fr') reads the saved translation (#{french&.status})") do
    french&.text == 'Bonjour la bibliothèque' && french.string_id == nulls.id
  end
  check('the string update kept the dev comment') { again.dev_comment == 'Set by the library check' }
  check("translation_for('de') is nil when there is none") { again.translation_for('de').nil? }

  # Terms and term translations.
  term = WebTranslateIt::Term.new({ 'text' => "Library #{RUN}", 'description' => 'A glossary entry' }, connection: conn)
  check('a term is created') { term.save && !term.id.nil? }
  term.translations = [WebTranslateIt::TermTranslation.new('locale' => 'fr', 'text' => "Bibliothèque #{RUN}")]
  term.save
  loaded = WebTranslateIt::Term.find(conn, term.id)
  translations = loaded.translation_for('fr')
  check("the term translation is listed (#{translations&.size} for fr)") do
    translations&.map(&:text) == ["Bibliothèque #{RUN}"]
  end
  check('Term.find_all includes the new term') { WebTranslateIt::Term.find_all(conn).any? { |t| t.id == term.id } }

  # Clean up what this run created, so that it can run again on the same project.
  WebTranslateIt::String.find_all(conn).each { |s| s.delete if s.key.start_with?("library.#{RUN}.") }
  loaded.delete
  check('the strings and the term are deleted again') do
    WebTranslateIt::String.find_all(conn).size == before && WebTranslateIt::Term.find(conn, term.id).nil?
  end
end
puts 'library check passed'
