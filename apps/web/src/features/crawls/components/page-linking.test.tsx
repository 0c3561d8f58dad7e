import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import { backend, base, list, pageRow, WEBSITE_ID } from '../testing/crawls-screen-fixtures';

const reason = 'its address is an archive of posts';
const archive = pageRow(4, {
  title: 'Category: Brewing',
  url: 'https://coffee.example/category/brewing/',
  listingReason: reason,
});
const post = pageRow(1, { title: 'Brewing guide' });

describe('a page left out of links on the Crawls screen', () => {
  it('says why a listing page is left out, links it anyway and leaves it out again', async () => {
    const { calls } = backend({
      [`GET ${base}/pages`]: [list([post, archive])],
      [`PUT ${base}/pages/${archive._id}/linking`]: [
        ok({ ...archive, linkedAnyway: true }),
        ok({ ...archive, linkedAnyway: false }),
      ],
    });
    const { user } = renderApp(`/websites/${WEBSITE_ID}/crawls`);

    const row = await screen.findByRole('listitem', { name: 'Category: Brewing' });
    expect(within(row).getByText(`Left out of links: ${reason}`)).toBeInTheDocument();
    const postRow = screen.getByRole('listitem', { name: 'Brewing guide' });
    expect(within(postRow).queryByText(/Left out of links/)).not.toBeInTheDocument();
    expect(within(postRow).queryByRole('button', { name: 'Link it anyway' })).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Link it anyway' }));
    expect(await within(row).findByText('Linked anyway')).toBeInTheDocument();
    expect(within(row).queryByText(/Left out of links/)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({
        path: `${base}/pages/${archive._id}/linking`,
        body: { linkedAnyway: true },
      }),
    ]);

    await user.click(within(row).getByRole('button', { name: 'Leave it out' }));
    expect(await within(row).findByText(`Left out of links: ${reason}`)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)).toMatchObject({
      body: { linkedAnyway: false },
    });
  });

  it('says of a home page that lists posts that it is still linked to', async () => {
    const home = pageRow(2, {
      title: 'Home Brew Journal',
      url: 'https://coffee.example/',
      listingReason: 'it lists several articles',
    });
    backend({ [`GET ${base}/pages`]: [list([home, post])] });
    renderApp(`/websites/${WEBSITE_ID}/crawls`);

    const row = await screen.findByRole('listitem', { name: 'Home Brew Journal' });
    expect(
      within(row).getByText('Linked to, no links added to it: it lists several articles'),
    ).toBeInTheDocument();
    expect(within(row).queryByText(/Left out of links/)).not.toBeInTheDocument();
  });
});
