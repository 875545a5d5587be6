// An amount as a receipt writes it, in figures and in words, from whole paise (cents) only: the
// whole units and the hundredths are split by integer division and each is spelt by to-words as a
// whole number, so no amount ever passes through a floating-point value. Rupees in the Indian
// system ("One Lakh Twenty Five Thousand Fifty Rupees And Fifty Paise Only"), other currencies in
// the international one with the currency's own name.
import { ToWords } from "to-words";
import { splitPaise } from "./payment-labels";

type TUnitNames = { singular: string; plural: string };
type TCurrencyNames = { main: TUnitNames; fraction: TUnitNames };

const cents = { singular: "Cent", plural: "Cents" };

/** The currencies donations are taken in (lib/content/fcra-donation-input.ts DONATION_CURRENCIES). */
const CURRENCY_NAMES: Record<string, TCurrencyNames> = {
  INR: { main: { singular: "Rupee", plural: "Rupees" }, fraction: { singular: "Paisa", plural: "Paise" } },
  USD: { main: { singular: "US Dollar", plural: "US Dollars" }, fraction: cents },
  EUR: { main: { singular: "Euro", plural: "Euros" }, fraction: cents },
  GBP: { main: { singular: "Pound Sterling", plural: "Pounds Sterling" }, fraction: { singular: "Penny", plural: "Pence" } },
  AUD: { main: { singular: "Australian Dollar", plural: "Australian Dollars" }, fraction: cents },
  CAD: { main: { singular: "Canadian Dollar", plural: "Canadian Dollars" }, fraction: cents },
  SGD: { main: { singular: "Singapore Dollar", plural: "Singapore Dollars" }, fraction: cents },
  AED: { main: { singular: "UAE Dirham", plural: "UAE Dirhams" }, fraction: { singular: "Fils", plural: "Fils" } },
};

/** Any other code: its own letters, and hundredths (amounts are kept in hundredths everywhere). */
const namesOf = (currency: string): TCurrencyNames =>
  CURRENCY_NAMES[currency] ?? {
    main: { singular: currency, plural: currency },
    fraction: { singular: "Hundredth", plural: "Hundredths" },
  };

const indian = new ToWords({ localeCode: "en-IN" });
const international = new ToWords({ localeCode: "en-US" });

/** "Fifty Paise", "One Rupee", "Ten Crore Rupees": a whole count of one unit. */
const countOf = (words: ToWords, count: bigint, unit: TUnitNames) =>
  words.convert(count, {
    currency: true,
    doNotAddOnly: true,
    currencyOptions: {
      name: unit.singular,
      singular: unit.singular,
      plural: unit.plural,
      symbol: "",
      fractionalUnit: { name: "", plural: "", symbol: "" },
    },
  });

/** "One Lakh Twenty Five Thousand Fifty Rupees And Fifty Paise Only" for 12505050 paise in INR. */
export const amountInWords = (amountPaise: number | bigint, currency: string): string => {
  const { whole, fraction } = splitPaise(amountPaise);
  const names = namesOf(currency);
  const words = currency === "INR" ? indian : international;
  const main = countOf(words, whole, names.main);
  return fraction === 0n ? `${main} Only` : `${main} And ${countOf(words, fraction, names.fraction)} Only`;
};
