import { buildRobotsTxt, buildSitemapXml } from '../sitemap';

describe('buildSitemapXml', () => {
  it('lists current pages with absolute URLs and leaves out /old/, 404, maintenance and /admin/', () => {
    const xml = buildSitemapXml('https://www.example.com', [
      '/',
      '/classes/',
      '/old/',
      '/old/classes/',
      '/404/',
      '/404.html',
      '/dev-404-page/',
      '/under_maintenance/',
      '/personal-trainer/3/',
      '/classes/',
      '/admin/',
      '/admin/index.html',
    ]);
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);

    expect(locs).toEqual([
      'https://www.example.com/',
      'https://www.example.com/classes/',
      'https://www.example.com/personal-trainer/3/',
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  });
});

describe('buildRobotsTxt', () => {
  it('allows crawling and names the sitemap by absolute URL', () => {
    const robots = buildRobotsTxt('https://www.example.com');

    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Sitemap: https://www.example.com/sitemap.xml');
    expect(robots).not.toMatch(/Disallow: \/\s/);
  });

  it("disallows the editors' CMS at /admin/, and only that", () => {
    const robots = buildRobotsTxt('https://www.example.com');

    expect(robots.split('\n').filter((line) => line.startsWith('Disallow:'))).toEqual([
      'Disallow: /admin/',
    ]);
  });
});
