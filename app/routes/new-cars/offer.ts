/** Issue 33: being built; answers 404 until the form lands. */
export function action(): never {
  throw new Response("Not found", { status: 404 });
}
