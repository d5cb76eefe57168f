import { FilePicker, FormContext, type FormFields } from '@bpmn-io/form-js-viewer';
import { Fragment, h } from 'preact';
import { useContext } from 'preact/hooks';

interface FileRegistry {
  getFiles(key: string): File[];
}

type FilePickerProps = Parameters<typeof FilePicker>[0];

/**
 * form-js's file picker, followed by the names of its files: the picker itself names one file and counts several
 * ("2 files selected"), which leaves a reviewer, or whoever reads a completed task, guessing what was sent.
 */
function NamedFilePicker(props: FilePickerProps) {
  const fileRegistry: FileRegistry = useContext(FormContext).getService('fileRegistry');
  const files = props.value ? fileRegistry.getFiles(props.value) : [];
  return h(
    Fragment,
    null,
    h(FilePicker, props),
    files.length > 1 &&
      h(
        'ul',
        { className: 'file-names', 'aria-label': `Files of ${props.field.label ?? props.field.id}` },
        files.map((file, index) => h('li', { key: `${index}:${file.name}` }, file.name)),
      ),
  );
}
NamedFilePicker.config = FilePicker.config;

function registerNamedFilePicker(formFields: FormFields) {
  formFields.register('filepicker', NamedFilePicker);
}
registerNamedFilePicker.$inject = ['formFields'];

/** A form-js module: the file picker that names its files. */
export const NamedFilePickerModule = {
  __init__: ['namedFilePicker'],
  namedFilePicker: ['type', registerNamedFilePicker],
};
