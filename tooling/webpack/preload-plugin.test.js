import { PreloadChunksPlugin } from './preload-plugin.js';

const chunk = (name, id) => ({ name, id, files: new Set([`${name ?? id}.js`]) });

describe('PreloadChunksPlugin', () => {
  const framework = chunk('framework');
  const forms = chunk(null, 267);
  const loginOnly = chunk(null, 283);
  const tables = chunk(null, 196);
  const groups = new Map([
    ['page-login', { chunks: [framework, forms, loginOnly, chunk('page-login')] }],
    ['layout', { chunks: [framework, forms, chunk('layout')] }],
    ['page-home', { chunks: [framework, forms, tables, chunk('page-home')] }],
  ]);
  const compilation = { namedChunkGroups: groups };

  it('adds the chunks every first page shares, and nothing one page alone needs', () => {
    const plugin = new PreloadChunksPlugin(['framework', 'bootstrap'], { commonTo: ['page-login', 'layout', 'page-home'] });
    expect(plugin.commonChunks(compilation)).toEqual([forms]);
  });

  it('adds nothing without commonTo, and names a missing page group', () => {
    expect(new PreloadChunksPlugin(['framework']).commonChunks(compilation)).toEqual([]);
    expect(() => new PreloadChunksPlugin(['framework'], { commonTo: ['page-nope'] }).commonChunks(compilation)).toThrow(
      'no chunk group named page-nope',
    );
  });
});

describe('PreloadChunksPlugin: the first pages listed for main.js', () => {
  const framework = chunk('framework');
  const afterLogin = chunk('after-login');
  const groups = new Map([
    ['page-login', { chunks: [framework, chunk(null, 51), chunk('page-login')] }],
    ['layout', { chunks: [framework, afterLogin, chunk(null, 415), chunk('layout')] }],
    ['page-home', { chunks: [framework, afterLogin, chunk(null, 472), chunk('page-home')] }],
  ]);
  const compilation = { namedChunkGroups: groups };
  const plugin = new PreloadChunksPlugin(['framework', 'bootstrap'], { listed: ['page-login', 'layout', 'page-home'] });

  it("lists a page's files beyond the preloaded boot chunks, in the group's order", () => {
    expect(plugin.groupFiles(compilation, 'layout')).toEqual(['after-login.js', '415.js', 'layout.js']);
    expect(plugin.groupFiles(compilation, 'page-login')).toEqual(['51.js', 'page-login.js']);
  });

  it('names a missing page group', () => {
    expect(() => plugin.groupFiles(compilation, 'page-nope')).toThrow('no chunk group named page-nope');
  });
});
