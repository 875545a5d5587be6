// HTML invoker commands (`<button commandfor="id" command="show-modal">`): the browser opens or
// closes the named <dialog> itself, with no script (Chromium 135, Firefox 144, Safari 26.2).
// React passes the lowercase attributes through; its types do not list them yet.
import "react";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merging needs React's own type parameter
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close" | `--${string}`;
  }
}
