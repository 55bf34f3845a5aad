import { Component, type ReactNode } from 'react';

interface Props {
  title: string;
  body: string;
  reload: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** If an island cannot start or render, a full-screen friendly message with a reload button. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Island failed', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="island-fatal" role="alert">
        <div>
          <h2>{this.props.title}</h2>
          <p>{this.props.body}</p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {this.props.reload}
          </button>
        </div>
      </div>
    );
  }
}
