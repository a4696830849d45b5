/**
 * Written into prerendered pages wherever the site's public address belongs (canonical links, share
 * links); the server replaces it with BASE_URL, which is only known at run time.
 */
export const BASE_URL_TOKEN = "__NUTRIWEEK_BASE_URL__";
