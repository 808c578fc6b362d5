// A part whose code loads later fails in place: where React would unmount the page, this shows
// `fallback` (that part's server HTML, working without a script) and retries on the next interaction.
import { Component, type ReactNode } from 'react';

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'input'] as const;

type FailInPlaceProps = {
  fallback: ReactNode;
  /** Loads the part's code again; the part is shown once it resolves. */
  retry: () => Promise<unknown>;
  /** A function, so that a retry renders the part anew (a React.lazy keeps its failure). */
  children: () => ReactNode;
};

type FailInPlaceState = { failed: boolean };

export class FailInPlace extends Component<FailInPlaceProps, FailInPlaceState> {
  override state: FailInPlaceState = { failed: false };

  static getDerivedStateFromError(): FailInPlaceState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('A part of the page failed to load; its HTML stands in:', error);
    this.listening?.abort();
    this.listening = new AbortController();
    const options = { capture: true, passive: true, signal: this.listening.signal };
    for (const type of INTERACTIONS) window.addEventListener(type, this.onInteraction, options);
  }

  override componentWillUnmount() {
    this.listening?.abort();
  }

  private listening: AbortController | undefined;
  private retrying = false;
  private interactedMeanwhile = false;

  private readonly onInteraction = () => {
    if (this.retrying) {
      this.interactedMeanwhile = true;
      return;
    }
    this.retrying = true;
    this.interactedMeanwhile = false;
    this.props.retry().then(
      () => {
        this.retrying = false;
        this.listening?.abort();
        this.setState({ failed: false });
      },
      () => {
        this.retrying = false;
        // What the visitor did while it failed counts as the next interaction.
        if (this.interactedMeanwhile) this.onInteraction();
      },
    );
  };

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children();
  }
}
