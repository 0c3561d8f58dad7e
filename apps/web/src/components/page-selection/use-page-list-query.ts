import type { PageSelection, PageSelectionFilter } from '@linkloom/contracts';
import { useEffect, useState } from 'react';

// Typing settles this long before the server is asked again.
const TYPING_SETTLES_MS = 300;

/** What a page list asks the server for: the selection and the page of it shown. */
export type PageListQuery = PageSelection & { page: number };

/**
 * The search, folder and filter of a page selection screen (issue 55), with the page shown;
 * typed text reaches the query once typing settles, and any change goes back to page 1.
 */
export function usePageListQuery() {
  const [searchText, setSearchText] = useState('');
  const [folderText, setFolderText] = useState('');
  const [filter, setFilter] = useState<PageSelectionFilter>('all');
  const [page, setPage] = useState(1);
  const [settled, setSettled] = useState({ search: '', folder: '' });

  useEffect(() => {
    const next = { search: searchText.trim(), folder: folderText.trim() };
    if (next.search === settled.search && next.folder === settled.folder) {
      return;
    }
    const timer = setTimeout(() => {
      setSettled(next);
      setPage(1);
    }, TYPING_SETTLES_MS);
    return () => clearTimeout(timer);
  }, [searchText, folderText, settled]);

  const query: PageListQuery = {
    page,
    filter,
    ...(settled.search ? { search: settled.search } : {}),
    ...(settled.folder ? { folder: settled.folder } : {}),
  };
  return {
    query,
    isFiltered: query.search !== undefined || query.folder !== undefined || filter !== 'all',
    searchText,
    folderText,
    setSearchText,
    setFolderText,
    setFilter: (next: PageSelectionFilter) => {
      setFilter(next);
      setPage(1);
    },
    setPage,
  };
}

export type PageListControls = ReturnType<typeof usePageListQuery>;
