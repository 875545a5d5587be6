// The text a reader sees in server-rendered markup (renderToStaticMarkup): the tags removed, then the
// entities React writes (&#x27; &amp; &quot; &lt; &gt;) decoded. Decoding after removing the tags keeps
// an escaped "&lt;b&gt;" in the text as the "<b>" a reader sees.
import { decodeHTML } from "entities";

export const textOf = (markup: string) => decodeHTML(markup.replace(/<[^>]+>/g, ""));
