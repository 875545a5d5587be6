// The HTML frame of the script-free pages, with the body classes of app/layout.tsx.
import { Head, Html, Main, NextScript } from "next/document";

const Document = () => (
  <Html lang="en">
    <Head />
    <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
      <Main />
      <NextScript />
    </body>
  </Html>
);

export default Document;
