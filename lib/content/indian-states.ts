// India's 28 states and 8 union territories, as the donation and LMF forms take an Indian address's
// state: the forms offer them in a select, and the API stores the name as written here. Fixed
// here (no library lists them as India names them today), in the order of the alphabet.

export const INDIAN_STATES = [
  "Andaman and Nicobar Islands",
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chandigarh",
  "Chhattisgarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jammu and Kashmir",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Ladakh",
  "Lakshadweep",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Puducherry",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
] as const;

/** Lower case, "&" as "and", one space between words: how a typed name is compared. */
const keyOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[\s.]+/g, " ")
    .trim();

// Names people still write (renamed states, Delhi's formal name); legacy clients send free text.
const OLD_NAMES: Record<string, (typeof INDIAN_STATES)[number]> = {
  orissa: "Odisha",
  pondicherry: "Puducherry",
  uttaranchal: "Uttarakhand",
  "new delhi": "Delhi",
  "nct of delhi": "Delhi",
  "national capital territory of delhi": "Delhi",
  "andaman and nicobar": "Andaman and Nicobar Islands",
};

const BY_KEY = new Map<string, string>([
  ...INDIAN_STATES.map((name) => [keyOf(name), name] as const),
  ...Object.entries(OLD_NAMES),
]);

/** The state or union territory as listed above, from any case or an old name; null when it is none. */
export const indianStateOf = (typed: string): string | null => BY_KEY.get(keyOf(typed)) ?? null;

export const INDIAN_STATE_MESSAGE = "Choose the state or union territory of the address in India";
