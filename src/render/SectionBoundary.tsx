import { Component, type ReactNode } from 'react';

interface Props {
  type: string;
  index: number;
  /** The route of the page the section belongs to. */
  route: string;
  children: ReactNode;
}

/**
 * One section's fault line in the full client render (the development server, the editor's
 * preview): a section whose code fails to download or whose render throws shows nothing and logs
 * one error naming it; the rest of the page goes on working. (A built page's islands keep their
 * served markup instead: render/hydrate-island.tsx.)
 */
export class SectionBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Section ${this.props.index + 1} (${this.props.type}) could not be shown.`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
