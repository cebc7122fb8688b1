import { MASTER_RESOURCES, masterResource } from '@toko/shared';
import type { ComponentType } from 'react';
import { PlaceholderPage } from '../../../routing/placeholder-page';
import { MasterImageField, masterImageColumns } from '../components/master-image';
import { MasterPage } from '../components/master-page';

const pages = new Map<string, ComponentType>();

/**
 * The screen of the master with this catalogue key. One component per master, made
 * once, so moving from one master's route to another's starts a fresh screen.
 */
export function masterResourcePage(key: string): ComponentType {
  let page = pages.get(key);
  if (!page) {
    const entry = masterResource(key);
    const imageColumns = masterImageColumns(entry);
    const renderImage = entry.imageFolder
      ? (record: Parameters<typeof MasterImageField>[0]['record']) => (
          <MasterImageField entry={entry} record={record} />
        )
      : undefined;
    page = function MasterResourcePage() {
      return <MasterPage entry={entry} extraColumns={imageColumns} renderFormExtra={renderImage} />;
    };
    pages.set(key, page);
  }
  return page;
}

/** The screen of the Data Master menu item at `path`; a menu item with no master yet is still to come. */
export function masterResourcePageAt(path: string): ComponentType {
  const entry = MASTER_RESOURCES.find((item) => `/${item.menuKey}` === path);
  return entry ? masterResourcePage(entry.key) : PlaceholderPage;
}
