// Amounts in words, Indian system (thousand, lakh, crore), as a cheque or a sanction letter writes
// them. Pure: used by the sanction letter (server) and the payment confirmation (browser).
const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

const belowHundred = (n: number) => (n < 20 ? ONES[n]! : `${TENS[Math.floor(n / 10)]}${n % 10 ? ` ${ONES[n % 10]}` : ""}`);

const belowThousand = (n: number) =>
  [n >= 100 ? `${ONES[Math.floor(n / 100)]} Hundred` : "", n % 100 ? belowHundred(n % 100) : ""].filter(Boolean).join(" ");

/** A whole number in words, Indian system: thousand, lakh (1,00,000), crore (1,00,00,000). */
export const indianNumberWords = (n: number): string => {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${n} is not a whole number`);
  if (n === 0) return "Zero";
  const crore = Math.floor(n / 10_000_000);
  const rest = n % 10_000_000;
  return [
    crore ? `${indianNumberWords(crore)} Crore` : "",
    Math.floor(rest / 100_000) ? `${belowHundred(Math.floor(rest / 100_000))} Lakh` : "",
    Math.floor((rest % 100_000) / 1000) ? `${belowHundred(Math.floor((rest % 100_000) / 1000))} Thousand` : "",
    rest % 1000 ? belowThousand(rest % 1000) : "",
  ]
    .filter(Boolean)
    .join(" ");
};

/** An amount as a cheque writes it: "Rupees Ten Lakh Only", "Rupees Five and Paise Fifty Only". */
export const rupeesInWords = (paise: number) => {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${indianNumberWords(rupees)}${rest ? ` and Paise ${indianNumberWords(rest)}` : ""} Only`;
};
