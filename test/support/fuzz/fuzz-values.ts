import fc from "fast-check";
import { ACTIVITY_LEVELS, CUISINES, DIETS, FITNESS_GOALS, GENDERS } from "../../../src/shared/domain";

// Values for `npm run fuzz:api`: each shared schema's fields drawn valid, and the values issue 13
// found or that a careless parser trips on, to put in their place.

const insertAt = (s: string, piece: string, at: number) => {
  const i = s.length ? at % (s.length + 1) : 0;
  return `${s.slice(0, i)}${piece}${s.slice(i)}`;
};

/** Strings a schema must refuse or a database cannot store. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc
    .tuple(
      fc.string({ maxLength: 20 }),
      fc.constantFrom("\u0000", "\ud800", "\udfff", "\udbff\u0041"),
      fc.nat(),
    )
    .map(([s, piece, at]) => insertAt(s, piece, at)),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\ud800",
    "0x1e",
    "1e3",
    "30",
    "NaN",
    "Infinity",
    "-0",
    "null",
    "true",
    "-".repeat(36),
    "0".repeat(36),
    "00000000-0000-0000-0000-000000000000",
    "%00",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "' or 1=1--",
    "茶",
    "!!!",
    "Other",
    " none ",
    "javascript:alert(1)",
    "x".repeat(81),
    "x".repeat(5_000),
    "🍵".repeat(60),
  ),
);

/** Any JSON value, weighted towards the ones that broke validation before. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  fc.integer(),
  fc.double(),
  fc.constantFrom(30.5, -1, 0, 13, 120, 1e308, 2 ** 53, -(2 ** 31), 0.1),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 25 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 4 }),
  fc.anything({ maxDepth: 3 }),
);

/** Bodies no JSON parser should take, and some it takes that no schema should. */
export const rawBody: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc.uint8Array({ maxLength: 64 }),
  fc.constantFrom(
    "",
    "{",
    '{"a":',
    "null",
    "[]",
    "[1,2,3]",
    "42",
    '"text"',
    "not json",
    '{"__proto__":{"admin":true}}',
    '{"age":1e400}',
    `${"[".repeat(5_000)}${"]".repeat(5_000)}`,
    `{"name":"${"x".repeat(70 * 1024)}"}`,
  ),
  fc.constant(new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d])),
);

const sub = <T>(xs: readonly T[]) => fc.subarray([...xs]);

/** Valid field values, one arbitrary per field of each shared request schema. */
export const validFields = {
  name: fc.constantFrom("Asha Rao", "Ben Okafor", "Zoë Çılbır"),
  email: fc.nat().map((n) => `fuzz.${n}@example.com`),
  password: fc.constantFrom("fuzzing-password-1", "another-long-one-2"),
  age: fc.integer({ min: 13, max: 120 }),
  gender: fc.constantFrom(...GENDERS),
  height_cm: fc.double({ min: 100, max: 250, noNaN: true }),
  weight_kg: fc.double({ min: 30, max: 300, noNaN: true }),
  activity_level: fc.constantFrom(...ACTIVITY_LEVELS),
  cuisine: fc.constantFrom(...CUISINES),
  diet: fc.constantFrom(...DIETS),
  goal: fc.constantFrom(...FITNESS_GOALS),
  conditions: sub(["diabetes", "high_blood_pressure", "thyroid", "pcos", "none"]),
  foods: sub(["tea", "coffee", "dark_chocolate", "one_cookie_a_day", "bananas", "茶"]),
  units: fc.constantFrom("metric", "imperial"),
  text: fc.constantFrom("Hello", "A question about my plan", "Thanks!"),
};
