-- The back office finds a name whatever its accents and case: "cecile" and "CECILE" find
-- "Cécile" (docs/back-office.md#lists). The folding table is the one of
-- src/domain/search-fold.ts (a unit test holds them equal); translate() rather than lower(),
-- which follows the server's locale, or unaccent, which PGlite lacks. NFC first, so a name
-- written with combining accents folds like one written with precomposed letters.
CREATE FUNCTION fold_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT translate(normalize(value, NFC),
    'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿŸ',
    'abcdefghijklmnopqrstuvwxyzaaaaaaaaaaaacceeeeeeeeiiiiiiiinnoooooooooooouuuuuuuuyyyy') $$;

-- Names are searched word by word, by prefix, folded: this index replaces migration 006's.
CREATE INDEX bookings_name_folded_words ON bookings
  USING gin (to_tsvector('simple', fold_search_text(full_name)));
DROP INDEX bookings_name_words;
