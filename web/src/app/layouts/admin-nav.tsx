import { useId, useState } from 'react';
import { Link } from 'react-router';
import { listedChildren } from './nav';
import type { NavEntry } from './use-shell';

interface NavListProps {
  entries: readonly NavEntry[];
  /** The listed entry of the page on screen (activeNavPath). */
  activePath: string | undefined;
  /** Called when a link is followed, so a narrow screen can close its menu. */
  onFollow: () => void;
}

function holds(entries: readonly NavEntry[], path: string | undefined): boolean {
  return entries.some((entry) => (entry.path !== '' && entry.path === path) || holds(listedChildren(entry), path));
}

/** A group of entries: a button that opens and closes its list, open at first when it holds the page on screen. */
function NavGroup({ entry, activePath, onFollow }: { entry: NavEntry } & Omit<NavListProps, 'entries'>) {
  const listId = useId();
  const children = listedChildren(entry);
  const [chosen, setChosen] = useState<boolean | undefined>(undefined);
  const isOpen = chosen ?? holds(children, activePath);
  return (
    <li>
      <button
        type="button"
        className="pj-nav__group"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setChosen(!isOpen)}
      >
        {entry.label}
      </button>
      <ul id={listId} className="pj-nav__list pj-nav__list--nested" hidden={!isOpen}>
        <NavItems entries={children} activePath={activePath} onFollow={onFollow} />
      </ul>
    </li>
  );
}

function NavItems({ entries, activePath, onFollow }: NavListProps) {
  return entries.map((entry) => {
    if (listedChildren(entry).length > 0)
      return <NavGroup key={entry.key} entry={entry} activePath={activePath} onFollow={onFollow} />;
    // A group whose entries are all hidden steps has nothing to open.
    if (!entry.path) return null;
    return (
      <li key={entry.key}>
        <Link
          to={entry.path}
          className="pj-nav__link"
          aria-current={entry.path === activePath ? 'page' : undefined}
          onClick={onFollow}
        >
          {entry.label}
        </Link>
      </li>
    );
  });
}

/**
 * The admin side menu as plain links (antd's Menu, Layout and Typography cost about 20 KB gzip on
 * every admin page): an entry with a page is a link, the page on screen marked aria-current; a group is
 * a button that shows or hides its list.
 */
export function AdminNav(props: NavListProps) {
  return (
    <ul className="pj-nav__list">
      <NavItems {...props} />
    </ul>
  );
}
