/** Document view "On the site": the English and French pages of the document, opened in a new tab. */
import { Box, Card, Stack, Text } from '@sanity/ui';
import type { SanityDocument } from 'sanity';
import { SITE_URL } from './env.ts';
import { siteLinks } from './site-links.ts';

interface Props {
  document: { displayed: Partial<SanityDocument> };
}

export function SiteLinksView({ document }: Props) {
  const doc = document.displayed;
  const links = doc._type ? siteLinks(doc as Parameters<typeof siteLinks>[0], SITE_URL) : [];
  return (
    <Box padding={4}>
      <Stack space={4}>
        <Text size={1} muted>
          Published changes reach the site after its next build (a few minutes). Drafts never do.
        </Text>
        {links.length === 0 ? (
          <Text>This document has no page of its own; it is shown inside other pages.</Text>
        ) : (
          links.map((link) => (
            <Card key={link.locale} padding={3} radius={2} shadow={1}>
              <Text>
                <a href={link.url} target="_blank" rel="noreferrer" lang={link.locale}>
                  {link.label}: {link.url}
                </a>
              </Text>
            </Card>
          ))
        )}
      </Stack>
    </Box>
  );
}
