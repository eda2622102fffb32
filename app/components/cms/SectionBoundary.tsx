import { Component, type ReactNode } from "react";

/**
 * Spec §4.1 "A section that throws while rendering is hidden and the error is logged", in the
 * browser. On the server, React answers a throw inside the section's Suspense boundary with its
 * (empty) fallback and logs it, and the browser then retries the section under this boundary.
 */
export class SectionBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`La sección '${this.props.name}' falló al mostrarse; se oculta.`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
