import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { pageToPost as convert } from './page-to-post.mjs';

// A section page as Publican (DocBook) writes it, its chrome already removed.
const SECTION = `<div class="section">
  <div class="titlepage"><div><div><h2 class="title"><a id="sect.apt-get"></a>6.2. <code class="command">aptitude</code> and
    <code class="command">apt</code> Commands</h2></div></div></div>
  <div class="para">
    APT is a vast project; see <a class="xref" href="sect.apt-cache.html">Section 6.3, “The apt-cache Command”</a>,
    the <a href="https://wiki.debian.org/Apt">wiki</a> and <a href="#sect.apt-update">below</a>.
  </div>
  <div class="section"><div class="titlepage"><div><div><h3 class="title">6.2.1. Initialization</h3></div></div></div>
    <div class="itemizedlist"><ul><li class="listitem"><div class="para">Run <code class="command">apt update</code>.</div></li></ul></div>
    <pre class="screen">$ apt update &amp;&amp; apt upgrade</pre>
    <div class="sidebar"><div class="titlepage"><div><div><p class="title"><strong><span class="emphasis"><em>TIP</em></span> Incremental updates</strong></p></div></div></div>
      <div class="para">Read <a class="xref" href="apt.html">Chapter 6, <em>The APT Tools</em></a> first.</div>
    </div>
    <div class="figure"><div class="figure-contents"><img src="images/apt.png" alt="APT"/></div></div>
  </div>
</div>`;

function rootOf(html) {
  return parseDocument(html);
}

const posts = (href) =>
  ({ 'sect.apt-cache.html': '/sect.apt-cache.html', 'apt.html': '/apt.html' })[href] ??
  (href.startsWith('http') ? 'keep' : null);

describe('a documentation page as a WordPress post', () => {
  it('takes the first heading, without its section number, as the title', () => {
    expect(convert(rootOf(SECTION), posts).title).toBe('aptitude and apt Commands');
  });

  it('takes the title from elsewhere when the first heading is not the page’s title', () => {
    const page = '<div><p>Intro first.</p><h2>Options</h2><p>Text.</p></div>';
    expect(convert(rootOf(page), posts).title).toBe('');
    expect(convert(rootOf(page), posts).content).toContain('<h2>Options</h2>');
    const named = '<div><h2>Options</h2><p>Text.</p></div>';
    expect(convert(rootOf(named), posts, { pageTitle: 'Installing Django' }).title).toBe('');
    expect(convert(rootOf(named), posts, { pageTitle: 'Options | Manual' }).title).toBe('Options');
  });

  it('writes paragraphs, headings, lists, code and boxed notes as editor blocks', () => {
    const { content } = convert(rootOf(SECTION), posts);
    expect(content).toContain('<!-- wp:heading -->\n<h2>Initialization</h2>\n<!-- /wp:heading -->');
    expect(content).toContain('<ul><li>Run <code>apt update</code>.</li></ul>');
    expect(content).toContain(
      '<pre class="wp-block-code"><code>$ apt update &amp;&amp; apt upgrade</code></pre>',
    );
    expect(content).toContain(
      '<div class="wp-block-group"><!-- wp:paragraph -->\n<p><strong><em>TIP</em> Incremental updates</strong></p>',
    );
    expect(content).not.toContain('<img');
    expect(content).not.toContain('sect.apt-get');
  });

  it('links other pages through the post placeholder, a cross-reference by its title alone', () => {
    const { content } = convert(rootOf(SECTION), posts);
    expect(content).toContain(
      'see “<a href="linkloom-post:/sect.apt-cache.html">The apt-cache Command</a>”,',
    );
    expect(content).toContain(
      'Read <a href="linkloom-post:/apt.html"><em>The APT Tools</em></a> first.',
    );
    expect(content).toContain('the <a href="https://wiki.debian.org/Apt">wiki</a> and below.');
  });

  it('keeps the same text without the links between posts for the stripped blog', () => {
    const withLinks = convert(rootOf(SECTION), posts).content;
    const stripped = convert(rootOf(SECTION), (href) => (href.startsWith('http') ? 'keep' : null));
    expect(stripped.content).not.toContain('linkloom-post:');
    expect(stripped.content).toContain('see “The apt-cache Command”,');
    expect(stripped.content.replace(/<[^>]+>/g, '')).toBe(withLinks.replace(/<[^>]+>/g, ''));
  });
});
