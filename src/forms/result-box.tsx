import React from 'react';

type ResultBoxProps = {
  shown: boolean;
  tone: 'success' | 'danger';
  onClose: () => void;
  children: React.ReactNode;
};

/** The green or red box. Its live region is always there, so screen readers hear it appear. */
export const ResultBox = ({ shown, tone, onClose, children }: ResultBoxProps) => (
  <div aria-live={tone === 'danger' ? 'assertive' : 'polite'}>
    {shown && (
      <div
        className={`alert alert-${tone} alert-dismissible`}
        role={tone === 'danger' ? 'alert' : 'status'}
      >
        {children}
        <button type="button" className="btn-close" aria-label="Close" onClick={onClose} />
      </div>
    )}
  </div>
);
