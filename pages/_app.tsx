// The Pages Router serves only the script-free public pages (see docs/decisions.md); the rest of
// the portal is in app/. Global styles are the same file the App Router's root layout loads.
import type { AppProps } from "next/app";
import "../app/globals.css";

const App = ({ Component, pageProps }: AppProps) => <Component {...pageProps} />;

export default App;
