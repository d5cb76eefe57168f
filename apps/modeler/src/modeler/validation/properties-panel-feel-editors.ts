import { StateEffect } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { withoutBrowserFeelVerdict } from './browser-feel-verdict';

interface EventBus {
  on(event: string, callback: () => void): void;
}

/** The FEEL editors of the properties panel: its fields and the larger editor its popup opens. */
const PANEL_EDITOR = '.bio-properties-panel-container .cm-editor, .bio-properties-panel-popup .cm-editor';

/**
 * Gives every FEEL editor of the properties panel, as it appears, {@link withoutBrowserFeelVerdict}: the panel builds
 * its editors itself and offers no option to leave their lint out. The editors of the form editor keep theirs.
 */
const addsAnEditor = (record: MutationRecord): boolean =>
  [...record.addedNodes].some((node) => node instanceof HTMLElement && (node.matches('.cm-editor') || node.querySelector('.cm-editor') !== null));

export default class PropertiesPanelFeelEditors {
  static $inject = ['eventBus'];

  private readonly fitted = new WeakSet<EditorView>();

  constructor(eventBus: EventBus) {
    const observer = new MutationObserver((records) => {
      if (records.some(addsAnEditor)) this.fitAll();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    eventBus.on('diagram.destroy', () => observer.disconnect());
  }

  private fitAll(): void {
    for (const element of document.querySelectorAll<HTMLElement>(PANEL_EDITOR)) {
      const view = EditorView.findFromDOM(element);
      if (!view || this.fitted.has(view)) continue;
      this.fitted.add(view);
      view.dispatch({ effects: StateEffect.appendConfig.of(withoutBrowserFeelVerdict) });
    }
  }
}
