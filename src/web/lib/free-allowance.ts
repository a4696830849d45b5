import {
  FREE_ALLOWANCE_META_NAME,
  FREE_ALLOWANCE_TOKENS,
  type FreeAllowanceTexts,
  freeAllowanceTexts,
  parseFreeAllowance,
} from "../../../content/free-allowance";

let fromDocument: FreeAllowanceTexts | undefined;

/**
 * The free-plan allowance texts as the running server has them (docs/product/free-plan-allowance.md). While
 * prerendering they are tokens the server fills in when serving the page; in the browser they come from the
 * meta tag the server filled in, so the first client render matches the served HTML.
 */
export function freeAllowance(): FreeAllowanceTexts {
  if (typeof document === "undefined") return FREE_ALLOWANCE_TOKENS;
  fromDocument ??= freeAllowanceTexts(
    parseFreeAllowance(
      document.querySelector<HTMLMetaElement>(`meta[name="${FREE_ALLOWANCE_META_NAME}"]`)?.content,
    ),
  );
  return fromDocument;
}
