/**
 * What `npm run studio` serves instead of the Studio when the Studio cannot work: no Sanity project
 * is set, or Sanity cannot be reached. Sanity's own screen for those cases is a crash with a stack
 * trace; an agency owner gets this page, in English and French, saying what is needed and where
 * the guides are. Pure.
 */

export type StudioBlocker = 'no-project' | 'offline';

const DOCS = {
  editors: 'docs/editors.md',
  studio: 'docs/studio.md',
};

const TEXT = {
  en: {
    'no-project': {
      title: 'The Studio needs a Sanity project',
      why: 'The site’s content lives in a Sanity project; this copy of the Studio has not been told which one.',
      steps: [
        'Ask whoever set up the site for the project id (sanity.io/manage shows it), or create a free project there.',
        'Write it in studio/.env as SANITY_STUDIO_PROJECT_ID=the-id (and SANITY_STUDIO_DATASET=production).',
        'Run npm run studio again, and sign in with your Sanity account: this needs the internet.',
      ],
    },
    offline: {
      title: 'Sanity cannot be reached',
      why: 'Signing in and saving go straight to Sanity’s servers, and this computer could not reach them.',
      steps: [
        'Check the internet connection (and any proxy or firewall).',
        'Run npm run studio again once it is back.',
      ],
    },
    guides: 'Guides',
    editors: 'for editors: signing in, adding a trip, pictures, French texts, publishing',
    studio: 'for developers: setting up and deploying the Studio',
  },
  fr: {
    'no-project': {
      title: 'Le Studio a besoin d’un projet Sanity',
      why: 'Le contenu du site vit dans un projet Sanity, et cette copie du Studio ne sait pas lequel.',
      steps: [
        'Demandez l’identifiant du projet à la personne qui a installé le site (sanity.io/manage l’affiche), ou créez-y un projet gratuit.',
        'Écrivez-le dans studio/.env sous la forme SANITY_STUDIO_PROJECT_ID=identifiant (et SANITY_STUDIO_DATASET=production).',
        'Relancez npm run studio et connectez-vous avec votre compte Sanity, ce qui demande Internet.',
      ],
    },
    offline: {
      title: 'Sanity est injoignable',
      why: 'La connexion et l’enregistrement passent directement par les serveurs de Sanity, que cet ordinateur n’a pas pu joindre.',
      steps: [
        'Vérifiez la connexion Internet (et un éventuel proxy ou pare-feu).',
        'Relancez npm run studio une fois la connexion revenue.',
      ],
    },
    guides: 'Guides',
    editors: 'pour les rédacteurs\u202f: connexion, ajout d’un voyage, photos, textes français, publication',
    studio: 'pour les développeurs\u202f: installer et déployer le Studio',
  },
} as const;

const htmlText = (value: string) =>
  value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** The one line the terminal shows. */
export function studioBlockerLine(blocker: StudioBlocker, url: string): string {
  const what =
    blocker === 'no-project'
      ? 'no Sanity project is set (SANITY_STUDIO_PROJECT_ID in studio/.env)'
      : 'Sanity cannot be reached (no internet?)';
  return `The Studio cannot start: ${what}. What to do: ${url} (guide: ${DOCS.editors}). Ctrl-C stops.`;
}

export function studioSetupPage(blocker: StudioBlocker): string {
  const section = (lang: 'en' | 'fr') => {
    const t = TEXT[lang];
    const part = t[blocker];
    return `<section lang="${lang}">
<h${lang === 'en' ? 1 : 2}>${htmlText(part.title)}</h${lang === 'en' ? 1 : 2}>
<p>${htmlText(part.why)}</p>
<ol>${part.steps.map((step) => `<li>${htmlText(step)}</li>`).join('')}</ol>
<p><strong>${t.guides}</strong></p>
<ul><li><code>${DOCS.editors}</code>: ${htmlText(t.editors)}</li><li><code>${DOCS.studio}</code>: ${htmlText(t.studio)}</li></ul>
</section>`;
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${htmlText(TEXT.en[blocker].title)}</title>
<style>
body { margin: 0; font: 1rem/1.6 system-ui, sans-serif; background: #f7f1e6; color: #1f2a24; }
main { max-width: 40rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1, h2 { color: #173a2c; line-height: 1.25; }
section + section { margin-top: 2rem; padding-top: 1.5rem; border-top: 1px solid #d9cdb8; }
code { overflow-wrap: anywhere; background: #ede2cf; padding: 0 0.25rem; border-radius: 0.25rem; }
li { overflow-wrap: anywhere; }
li + li { margin-top: 0.4rem; }
</style>
</head>
<body><main>
${section('en')}
${section('fr')}
</main></body>
</html>
`;
}
