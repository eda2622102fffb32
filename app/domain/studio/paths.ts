/** Every address of the content studio: its pages and their single-fetch data (`/studio.data`). */
export const isStudioPath = (pathname: string): boolean => /^\/studio(?:$|[/.])/i.test(pathname);

export const studioSignInPath = "/studio/entrar";
export const studioHomePath = "/studio";

/** The sign-in page with the way back; only paths inside the studio are ever kept. */
export function studioSignInPathFor(returnTo: string): string {
  return isStudioPath(new URL(returnTo, "http://esencia.invalid").pathname)
    ? `${studioSignInPath}?redirectTo=${encodeURIComponent(returnTo)}`
    : studioSignInPath;
}
