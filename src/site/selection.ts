/** Which items a page shows, and in what order: small pages (HTML budget) with the freshest content first. */
import type { Post, Review, TripPackage } from '../content/types.ts';

const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

export function popularPackages(packages: readonly TripPackage[], limit = 6): TripPackage[] {
  // Popular first, topped up with the others so the grid stays full.
  return [...packages.filter((pkg) => pkg.popular), ...packages.filter((pkg) => !pkg.popular)].slice(
    0,
    limit,
  );
}

export function latestPosts(posts: readonly Post[], limit?: number): Post[] {
  const sorted = [...posts].sort((a, b) => newestFirst(a.publishedAt, b.publishedAt));
  return limit === undefined ? sorted : sorted.slice(0, limit);
}

export function recentReviews(reviews: readonly Review[], limit: number): Review[] {
  return [...reviews].sort((a, b) => newestFirst(a.date, b.date)).slice(0, limit);
}

/** The reviews a package page shows: its own when it has any, otherwise the agency's latest. */
export function reviewsForPackage(
  reviews: readonly Review[],
  slug: string,
  limit = 6,
): { reviews: Review[]; own: boolean } {
  const own = reviews.filter((review) => review.packageSlug === slug);
  return own.length > 0
    ? { reviews: recentReviews(own, limit), own: true }
    : { reviews: recentReviews(reviews, limit), own: false };
}
