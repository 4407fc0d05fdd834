import { ROUTER_BASE } from '@pingjia/contract';

/**
 * Where a medal, trophy or idol image the server names (`medal-first-activity.webp`) is
 * served from: the web build converts the SVG sources to webp under the SPA base.
 * Only a bare file name is accepted, so a server value can never point elsewhere.
 */
export function artworkUrl(image: string): string {
  const name = /^[a-z0-9-]+\.webp$/.test(image) ? image : 'medal-first-activity.webp';
  return `${ROUTER_BASE}artwork/${name}`;
}
