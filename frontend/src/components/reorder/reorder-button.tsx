import RedoOutlined from '@ant-design/icons/RedoOutlined';
import Button from 'antd/es/button';
import { lazy, Suspense, useState } from 'react';
import type { RepeatSource } from './repeat-api';

// the prompt (its modal, the cart builder, the picker on demand) loads on the first tap
const loadDialog = () => import('./reorder-dialog');
const ReorderDialog = lazy(loadDialog);

/** 'Pedir de novo' on a past order ('Meus Pedidos', the tracking page): DECISIONS 10.3. */
export function ReorderButton({ source, className }: { source: RepeatSource; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        className={className}
        icon={<RedoOutlined aria-hidden />}
        onPointerEnter={() => void loadDialog().catch(() => undefined)}
        onClick={() => setOpen(true)}
      >
        Pedir de novo
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReorderDialog source={source} title="Pedir de novo" onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
