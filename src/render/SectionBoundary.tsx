import { Component, useLayoutEffect, useRef, type ReactNode } from 'react';
import { restoredSection } from './prerendered';

/** Puts the section's server-rendered nodes back in place of the section that failed, with what the visitor typed in them. */
function Prerendered({ route, index }: { route: string; index: number }) {
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const section = restoredSection(route, index);
    if (!holder.current || !section) return;
    holder.current.replaceChildren(...section.nodes);
    // Now, and once the page has drawn it: the copy may wait in a boundary still hidden for a moment.
    section.focusBack();
    requestAnimationFrame(section.focusBack);
  }, [route, index]);
  return <div ref={holder} data-section-fallback="" style={{ display: 'contents' }} />;
}

interface Props {
  type: string;
  index: number;
  /** The route of the page the section belongs to. */
  route: string;
  children: ReactNode;
}

/**
 * One section's fault line. A section whose code fails to download (a network error, a file gone
 * after a deploy) or whose render throws is replaced by the markup the server rendered for it, so
 * its text and links stay; the rest of the page goes on working. The failed import is not cached:
 * the next visit to the page tries again.
 */
export class SectionBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(
      `Section ${this.props.index + 1} (${this.props.type}) could not be shown; its prerendered content stays in place.`,
      error,
    );
  }

  override render() {
    return this.state.failed ? <Prerendered route={this.props.route} index={this.props.index} /> : this.props.children;
  }
}
