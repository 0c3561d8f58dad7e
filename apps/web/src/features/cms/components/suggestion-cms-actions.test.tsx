import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/fake-backend';
import {
  base,
  origin,
  page,
  renderScreen,
  suggestion,
  WEBSITE_ID,
} from '@/features/link-suggestions/testing/suggestions-screen-fixtures';

const cms = `/api/websites/${WEBSITE_ID}/cms`;
const connection = {
  kind: 'wordpress',
  site_url: origin,
  username: 'editor',
  display_name: 'Ed',
  connected_at: '2026-01-01T00:00:00.000Z',
  needs_attention: null,
  link_settings: {
    max_links_per_post: 10,
    max_links_per_paragraph: 2,
    open_in_new_tab: false,
    nofollow: false,
    relative_urls: false,
  },
};
const publication = (suggestionId: string, overrides = {}) => ({
  suggestion_id: suggestionId,
  state: 'needs_review',
  message:
    'The anchor text “Making Compost” is no longer in the post: the text changed since the crawl.',
  post_id: 7,
  applied_at: null,
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('WordPress on the suggestion cards', () => {
  it('offers the paragraph as copy-ready HTML when no CMS is connected, and nothing on pending cards', async () => {
    const approved = suggestion({ status: 'approved' });
    renderScreen({ [`GET ${base}`]: [page([approved, suggestion()])], [`GET ${cms}`]: [ok(null)] });
    const cards = await screen.findAllByRole('article');
    expect(await within(cards[0]!).findByText('Copy-ready HTML')).toBeVisible();
    expect(within(cards[0]!).getByText(/^<p>Feed them with <a href/)).toHaveTextContent(
      `<p>Feed them with <a href="${origin}/compost">Making Compost</a> tips every spring.</p>`,
    );
    expect(within(cards[1]!).queryByText('Copy-ready HTML')).toBeNull();
  });

  it('shows why a link needs review, applies it, undoes it, and offers Apply again', async () => {
    const approved = suggestion({ status: 'approved' });
    const applied = publication(approved.uuid, {
      state: 'applied',
      message: null,
      applied_at: '2026-01-02T09:00:00.000Z',
    });
    const undone = publication(approved.uuid, { state: 'undone', message: null });
    const { user, backend } = renderScreen({
      [`GET ${base}`]: [page([approved])],
      [`GET ${cms}`]: [ok(connection)],
      [`GET ${cms}/publications`]: [ok([publication(approved.uuid)])],
      [`POST ${base}/${approved.uuid}/apply-to-cms`]: [ok(applied), ok(applied)],
      [`POST ${cms}/publications/${approved.uuid}/undo`]: [ok(undone)],
    });
    const card = await screen.findByRole('article', { name: 'Suggestion: Making Compost' });
    expect(await within(card).findByText(/Needs review: nothing was written/)).toBeVisible();
    expect(within(card).getByText(/no longer in the post/)).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Apply to WordPress' }));
    expect(
      await within(card).findByText(/Applied by Linkloom, live on WordPress since/),
    ).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Verify' })).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Undo' }));
    expect(
      await within(card).findByText(/It stays out until you choose Apply again/),
    ).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Undo' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Apply again' }));
    expect(await within(card).findByText(/Applied by Linkloom/)).toBeVisible();
    expect(backend.callsTo(`${base}/${approved.uuid}/apply-to-cms`)).toHaveLength(2);
  });

  it('says a link the author wrote is theirs, with nothing to undo or apply', async () => {
    const approved = suggestion({ status: 'approved' });
    renderScreen({
      [`GET ${base}`]: [page([approved])],
      [`GET ${cms}`]: [ok(connection)],
      [`GET ${cms}/publications`]: [
        ok([publication(approved.uuid, { state: 'linked_by_author', message: null })]),
      ],
    });
    const card = await screen.findByRole('article', { name: 'Suggestion: Making Compost' });
    expect(await within(card).findByText(/Already linked by you/)).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Apply/ })).toBeNull();
  });

  it('applies with other anchor words and this link’s own options', async () => {
    const approved = suggestion({ status: 'approved' });
    const applied = publication(approved.uuid, {
      state: 'applied',
      message: null,
      applied_at: '2026-01-02T09:00:00.000Z',
    });
    const { user, backend } = renderScreen({
      [`GET ${base}`]: [page([approved])],
      [`GET ${cms}`]: [ok(connection)],
      [`GET ${cms}/publications`]: [ok([])],
      [`POST ${base}/${approved.uuid}/apply-to-cms`]: [ok(applied)],
    });
    const card = await screen.findByRole('article', { name: 'Suggestion: Making Compost' });
    await user.click(await within(card).findByRole('button', { name: 'Link options' }));
    const anchor = within(card).getByLabelText('Anchor words (from the sentence)');
    await user.clear(anchor);
    await user.type(anchor, 'Compost');
    await user.click(within(card).getByRole('checkbox', { name: 'New tab' }));
    await user.click(within(card).getByRole('button', { name: 'Apply to WordPress' }));
    expect(await within(card).findByText(/Applied by Linkloom/)).toBeVisible();
    expect(backend.callsTo(`${base}/${approved.uuid}/apply-to-cms`)[0]?.body).toEqual({
      anchor_text: 'Compost',
      open_in_new_tab: true,
    });
  });
});
