import { describe, expect, it } from 'vitest';
import { filesFor, preloadLinks, routeOf } from './route-files';
import type { RouteFiles } from './route-files';

const BASE = '/client/answerweb/';
const routeFiles: RouteFiles = {
  lists: [
    ['assets/mobile-layout.css', 'assets/mobile-layout.js', 'assets/student-home.js'],
    ['assets/admin-layout.js', 'assets/admin-home.js'],
  ],
  routes: { '/stuIndex': 0, '/adminIndex': 1, '/adminIndex/page': 1 },
};

describe('the files index.html lists for the page being opened', () => {
  it('reads the route from the address as the router does, with or without a closing slash', () => {
    expect(routeOf('/client/answerweb/stuIndex', BASE)).toBe('/stuIndex');
    expect(routeOf('/client/answerweb/adminIndex/page/', BASE)).toBe('/adminIndex/page');
    expect(routeOf('/client/answerweb/', BASE)).toBe('/');
  });

  it("gives a listed route's files under the base, and nothing for any other", () => {
    expect(filesFor(routeFiles, '/client/answerweb/adminIndex', BASE)).toEqual([
      '/client/answerweb/assets/admin-layout.js',
      '/client/answerweb/assets/admin-home.js',
    ]);
    expect(filesFor(routeFiles, '/client/answerweb/stuIndex/personCenter', BASE)).toEqual([]);
    expect(filesFor(routeFiles, '/client/answerweb/', BASE)).toEqual([]);
  });

  it('preloads scripts as modules and style sheets without applying them, as the app later asks for them', () => {
    const [sheet, script] = preloadLinks(['/a/x.css', '/a/x.js'], document);
    expect(sheet).toMatchObject({ rel: 'preload', as: 'style', crossOrigin: '' });
    expect(sheet?.getAttribute('href')).toBe('/a/x.css');
    expect(script).toMatchObject({ rel: 'modulepreload', crossOrigin: '' });
    expect(script?.getAttribute('href')).toBe('/a/x.js');
  });
});
