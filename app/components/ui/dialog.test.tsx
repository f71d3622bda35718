import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Dialog } from "./dialog";

describe("Dialog", () => {
  it("renders only its trigger while closed, announced as opening a dialog", () => {
    const html = renderToStaticMarkup(
      <Dialog title="Delete listing" trigger={<button type="button">Delete</button>}>
        <p>Sure?</p>
      </Dialog>,
    );
    expect(html).toBe('<button type="button" aria-haspopup="dialog" aria-expanded="false">Delete</button>');
  });
});
