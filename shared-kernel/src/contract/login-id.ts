// The login ID (the customer number) as customers type it. With the Japanese IME on, digits come out
// full-width (「１０００００００１」): NFKC makes them ASCII before anything looks at the ID — the form, the
// API's lookup, its per-account rate limit and its lockout — so such a login works the first time and
// never counts as a failure. Spaces (a pasted 「1000 0001」, the IME's full-width space) go too: no ID
// has one. Kept free of other imports: the validation schemas and the API's rate limiter use it.

/** 「１０００\u3000０００１」 (a full-width space between) → 「10000001」. */
export const normaliseLoginId = (value: string): string => value.normalize('NFKC').replace(/\s+/g, '');
