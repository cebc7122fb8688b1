import { useCallback, useState } from 'react';

const KEY = 'sidebar_collapsed';

/** The minified sidebar is a personal preference kept across sign-ins. */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setState] = useState(() => localStorage.getItem(KEY) === 'true');
  const setCollapsed = useCallback((next: boolean) => {
    localStorage.setItem(KEY, String(next));
    setState(next);
  }, []);
  return [collapsed, setCollapsed];
}
