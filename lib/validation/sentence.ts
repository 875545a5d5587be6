// A message shown to a person as a sentence of its own, so that the page can follow it with its
// next one: the API's, the gateway's and the input parsers' messages are written in lower case and
// without a full stop ("must be at most 100 characters"), which reads well after a field's name.

/**
 * Trims, capitalises the first letter, and adds a full stop unless the message already ends in one,
 * or in ! ? or … (a closing quote or bracket after it allowed). A trailing comma, colon or semicolon,
 * which would run into the next sentence, becomes the full stop.
 */
export const asSentence = (message: string): string => {
  const trimmed = message.trim();
  const text = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  if (text === "" || /[.!?…]["'”’)\]]*$/.test(text)) return text;
  return `${text.replace(/[,:;]+$/, "")}.`;
};
