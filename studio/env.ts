/**
 * Settings the Studio reads at build time. Sanity exposes only SANITY_STUDIO_* variables to the
 * browser bundle (from the environment or studio/.env).
 */
export const PROJECT_ID = process.env.SANITY_STUDIO_PROJECT_ID || 'local-sample';
export const DATASET = process.env.SANITY_STUDIO_DATASET || 'production';
/** The public site, for the "On the site" links of each document. */
export const SITE_URL = process.env.SANITY_STUDIO_SITE_URL || 'http://localhost:4321';
