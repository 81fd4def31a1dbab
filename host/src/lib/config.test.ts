import { defaultPortalConfig, parsePortalConfig } from './config.ts';

describe('parsePortalConfig externalLinks', () => {
  it('keeps route paths with an http(s) address or "" (hidden), and drops anything else', () => {
    const config = parsePortalConfig({
      externalLinks: {
        '/campaign': 'https://campaign.example.net/2026/',
        '/hidden': '',
        '/script': 'javascript:alert(1)',
        'no-slash': 'https://x.example/',
        '/number': 3,
      },
    });
    expect(config.externalLinks).toEqual({ '/campaign': 'https://campaign.example.net/2026/', '/hidden': '' });
  });

  it('defaults to none: the remotes’ own addresses', () => {
    expect(parsePortalConfig({}).externalLinks).toEqual({});
    expect(parsePortalConfig({ externalLinks: ['x'] }).externalLinks).toEqual(defaultPortalConfig.externalLinks);
  });
});
