// @database-independent
// useLoad with nothing to load (no request selected, no text to search, an invalid order id) is
// idle from the first render: not loading, no value, no error. Its callers used to hand it a
// ready-made success and mask the loading it showed until that had resolved.
import { renderToStaticMarkup } from "react-dom/server";
import { success } from "@/components/shared/post-form";
import { useLoad } from "@/components/shared/use-load";
import { useServiceRequest } from "@/components/service-requests/use-service-request";

type TLoad = Parameters<typeof useLoad<string>>[1];

/** What the hook gives on its first render, as "loading value error". */
const Shown = ({ load }: { load: TLoad }) => {
  const { loading, value, error } = useLoad("key", load);
  return <p>{`${loading} ${value} ${error}`}</p>;
};

const shown = (load: TLoad) => renderToStaticMarkup(<Shown load={load} />);

describe("useLoad", () => {
  it("is idle, and asks nothing, when there is nothing to load", () => {
    expect(shown(null)).toBe("<p>false null null</p>");
  });

  it("is loading until a loader's answer arrives", () => {
    expect(shown(() => Promise.resolve(success("loaded")))).toBe("<p>true null null</p>");
  });

  it("leaves a helpdesk panel with no request selected idle, and one with a request loading", () => {
    const Panel = ({ id }: { id: number | null }) => {
      const { loading, request } = useServiceRequest(id);
      return <p>{`${loading} ${request === null}`}</p>;
    };
    expect(renderToStaticMarkup(<Panel id={null} />)).toBe("<p>false true</p>");
    expect(renderToStaticMarkup(<Panel id={7} />)).toBe("<p>true true</p>");
  });
});
