-- A note for the guide (docs/back-office.md#a-note-for-the-guide): what staff want the departure's
-- guide to know of a booking (a pick-up hotel, a diet, a late arrival), printed on the manifest and
-- in its CSV. One current text per booking, replaced by staff, each change in the audit log; ''
-- when there is none. Its limits are the schema's (`guideNoteSchema`, src/domain/guide-note.ts),
-- kept here too so no writer can put a control character (a line break aside) in a manifest.
ALTER TABLE bookings ADD COLUMN guide_note text NOT NULL DEFAULT ''
  CONSTRAINT bookings_guide_note_text
  CHECK (char_length(guide_note) <= 300 AND guide_note !~ '[\x01-\x09\x0b-\x1f\x7f\u0080-\u009f]');
