import { describe, expect, it } from 'vitest';
import type { EngineLinks } from './engine-links.js';
import { homePage } from './home-page.js';
import { startBanner } from './start-banner.js';

const base = 'http://127.0.0.1:8080';
const withoutRealm: EngineLinks = {
  baseUrl: base,
  apps: [
    { name: 'Tasklist', path: '/tasklist/', built: true },
    { name: 'Modeler', path: '/modeler/', built: false },
  ],
  database: 'embedded PostgreSQL on 127.0.0.1:54329, data in /srv/baton/.baton/pg',
};
const withRealm: EngineLinks = {
  ...withoutRealm,
  grpc: '127.0.0.1:26500',
  realm: { issuer: `${base}/auth/realms/baton`, tokenEndpoint: `${base}/auth/realms/baton/protocol/openid-connect/token` },
};

describe('the start banner', () => {
  it('should name the URLs, the apps that are built and the data', () => {
    expect(startBanner(withoutRealm).split('\n')).toEqual([
      'Baton engine listening on http://127.0.0.1:8080',
      '  Home:       http://127.0.0.1:8080/',
      '  REST API:   http://127.0.0.1:8080/v2  (Camunda 8 v2)',
      '  gRPC:       not listening (GRPC_PORT=0, or its port is taken)',
      '  OpenAPI:    http://127.0.0.1:8080/baton/v1/openapi.json',
      '  Realm:      not served by this engine',
      '  Tasklist:   http://127.0.0.1:8080/tasklist/',
      '  Modeler:    not built',
      '  Database:   embedded PostgreSQL on 127.0.0.1:54329, data in /srv/baton/.baton/pg',
      'Stop with Ctrl-C.',
    ]);
  });

  it('should add the gRPC address, the demo users and the token commands when the engine serves them', () => {
    const lines = startBanner(withRealm).split('\n');

    expect(lines[3]).toBe('  gRPC:       127.0.0.1:26500  (Zeebe gateway, plain text)');
    expect(lines[5]).toBe('  Realm:      http://127.0.0.1:8080/auth/realms/baton');
    expect(lines.slice(9)).toEqual([
      'Demo users: alice, bob (reviewers), olga (operator), dave (developer), ann (analyst), demo (administrator of every tenant); password = user name',
      'Get a token (user alice, then the worker client):',
      '  curl -s http://127.0.0.1:8080/auth/realms/baton/protocol/openid-connect/token -d grant_type=password -d client_id=baton-cli -d username=alice -d password=alice',
      '  curl -s http://127.0.0.1:8080/auth/realms/baton/protocol/openid-connect/token -d grant_type=client_credentials -d client_id=baton-worker -d client_secret=baton-worker-secret',
      'Stop with Ctrl-C.',
    ]);
  });
});

describe('the home page', () => {
  const links = (html: string) => [...html.matchAll(/<a href="([^"]*)">/g)].map((match) => match[1]);

  it('should link the API document and the built apps, and say what is not there', () => {
    const html = homePage(withoutRealm);

    expect(links(html)).toEqual(['/baton/v1/openapi.json', '/tasklist/']);
    expect(html).toContain('<li>Realm: <span class="off">not served by this engine</span></li>');
    expect(html).toContain('<li>Modeler: <span class="off">not built</span></li>');
    expect(html).toContain('<li>gRPC: <span class="off">not listening</span></li>');
    expect(html).not.toContain('Get a token');
  });

  it('should name the gRPC address, link the realm and show how to get a token when the engine serves them', () => {
    const html = homePage(withRealm);

    expect(links(html)).toEqual(['/baton/v1/openapi.json', '/auth/realms/baton/.well-known/openid-configuration', '/tasklist/']);
    expect(html).toContain("<li>gRPC: Zeebe's gateway API on <code>127.0.0.1:26500</code> (plain text)</li>");
    expect(html).toContain(
      [
        '<pre># user alice, through the public client baton-cli (password grant)',
        'curl -s http://127.0.0.1:8080/auth/realms/baton/protocol/openid-connect/token \\',
        '  -d grant_type=password -d client_id=baton-cli -d username=alice -d password=alice',
        '# the worker client (client credentials)',
        'curl -s http://127.0.0.1:8080/auth/realms/baton/protocol/openid-connect/token \\',
        '  -d grant_type=client_credentials -d client_id=baton-worker -d client_secret=baton-worker-secret</pre>',
      ].join('\n'),
    );
  });

  it('should escape what it shows', () => {
    const html = homePage({ ...withRealm, realm: { issuer: '<script>', tokenEndpoint: 'http://x/"&' } });

    expect(html).toContain('<code>&#60;script&#62;</code>');
    expect(html).toContain('http://x/&#34;&#38;');
    expect(html).not.toContain('<script>');
  });
});
