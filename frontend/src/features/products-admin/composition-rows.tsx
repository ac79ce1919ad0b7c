import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { DISH_TYPES } from '@quentinha/shared/catalog/categories';
import { readComposition } from '@quentinha/shared/catalog/composition';
import { MAX_ITEMS_PER_QUENTINHA_MAX } from '@quentinha/shared/validation/limits';
import { NumberField } from '@/components/form/number-field';
import type { CompositionRow } from './product-form';

interface Props {
  /** the size row's index in the 'sizes' list */
  sizeField: number;
  /** 'Pequena', for the labels */
  sizeLabel: string;
}

const toRules = (rows: CompositionRow[] | undefined) =>
  (rows ?? []).filter((r) => r?.type).map((r) => ({ type: r.type, min: r.min ?? undefined, max: r.max ?? undefined }));

/**
 * 'Composição' of one size (DECISIONS 10.10): a row per dish type with its min and max
 * ('Proteína 1 a 1, Acompanhamento 2 a 2'). No rows: any dishes up to 'Itens por Quentinha'.
 * The shared rule checks the rows, the same the server applies on save.
 */
export function CompositionRows({ sizeField, sizeLabel }: Props) {
  const form = Form.useFormInstance();
  const rows = Form.useWatch(['sizes', sizeField, 'composition'], form) as CompositionRow[] | undefined;
  const taken = new Set((rows ?? []).map((r) => r?.type));
  return (
    <Form.List
      name={[sizeField, 'composition']}
      rules={[
        {
          validator: async (_r, value: CompositionRow[] | undefined) => {
            const maxItems = Number(form.getFieldValue('max_items_per_quentinha')) || MAX_ITEMS_PER_QUENTINHA_MAX;
            const read = readComposition(toRules(value), maxItems);
            if ('error' in read) throw new Error(read.error);
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <fieldset className="admin-composition">
          <legend className="admin-composition__legend">Composição {sizeLabel}</legend>
          {fields.length === 0 && (
            <p className="admin-composition__empty">
              Sem regra: o cliente escolhe quaisquer pratos até o limite de itens.
            </p>
          )}
          {fields.map((field) => {
            const type = rows?.[field.name]?.type ?? '';
            return (
              <div key={field.key} className="admin-composition__row">
                <Form.Item
                  name={[field.name, 'type']}
                  label="Tipo"
                  rules={[{ required: true, message: 'Escolha o tipo' }]}
                >
                  <Select
                    aria-label={`Tipo da regra ${field.name + 1} de ${sizeLabel}`}
                    options={DISH_TYPES.map((t) => ({ value: t, label: t, disabled: taken.has(t) && t !== type }))}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'min']}
                  label="Mín."
                  rules={[{ required: true, message: 'Informe o mínimo' }]}
                >
                  <NumberField<number>
                    min={0}
                    max={MAX_ITEMS_PER_QUENTINHA_MAX}
                    precision={0}
                    aria-label={`Mínimo de ${type || 'pratos'} (${sizeLabel})`}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'max']}
                  label="Máx."
                  rules={[{ required: true, message: 'Informe o máximo' }]}
                >
                  <NumberField<number>
                    min={1}
                    max={MAX_ITEMS_PER_QUENTINHA_MAX}
                    precision={0}
                    aria-label={`Máximo de ${type || 'pratos'} (${sizeLabel})`}
                  />
                </Form.Item>
                <Button
                  className="admin-sizes__remove"
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`Remover regra ${type} de ${sizeLabel}`.replace(/\s+/g, ' ')}
                  onClick={() => remove(field.name)}
                />
              </div>
            );
          })}
          <Button
            type="dashed"
            size="small"
            icon={<PlusOutlined aria-hidden />}
            disabled={taken.size >= DISH_TYPES.length}
            onClick={() => add({ type: DISH_TYPES.find((t) => !taken.has(t)), min: 1, max: 1 })}
          >
            Adicionar regra ({sizeLabel})
          </Button>
          <Form.ErrorList errors={errors} />
        </fieldset>
      )}
    </Form.List>
  );
}
