// biome-ignore-all lint/suspicious/noTemplateCurlyInString: Camunda 7 models quote JUEL expressions as they are
import { compileBpmn } from '@baton/bpmn-model';
import { describe, expect, it } from 'vitest';
import { camunda7Model, convert } from './conversion.test-helper.js';
import { convertCamunda7, UnreadableModelError } from './convert-camunda7.js';
import { CONVERSION_NAMESPACE } from './manual-marks.js';

const ZEEBE_MODEL = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="zeebe" targetNamespace="x">
  <bpmn:process id="p" isExecutable="true"><bpmn:startEvent id="s" /></bpmn:process>
</bpmn:definitions>`;

describe('convertCamunda7', () => {
  it('should return a model without Camunda 7 content unchanged, with a note', async () => {
    const result = await convertCamunda7(ZEEBE_MODEL);

    expect(result).toEqual({
      xml: ZEEBE_MODEL,
      notes: [
        {
          elementId: 'zeebe',
          severity: 'info',
          message: 'the model has no Camunda 7 attributes, extension elements or JUEL expressions: it is returned unchanged',
        },
      ],
    });
  });

  it.each([
    ['<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL">', /^the XML is not a readable BPMN 2.0 model: .*end of file/],
    ['<html><body>hello</body></html>', /^the XML is not a readable BPMN 2.0 model: .*/],
    ['not xml at all', /^the XML is not a readable BPMN 2.0 model/],
  ])('should refuse %s, naming the problem', async (xml, message) => {
    const conversion = convertCamunda7(xml);

    await expect(conversion).rejects.toThrow(UnreadableModelError);
    await expect(conversion).rejects.toThrow(message);
  });

  it('should remove what Camunda 8 does not need with an info note, and the Camunda 7 namespace with it', async () => {
    const converted = await convert(
      camunda7Model(
        '<bpmn:startEvent id="start" camunda:asyncBefore="true" camunda:exclusive="false" /><bpmn:sequenceFlow id="f" sourceRef="start" targetRef="end" /><bpmn:endEvent id="end" />',
        ' xmlns:modeler="http://camunda.org/schema/modeler/1.0" modeler:executionPlatform="Camunda Platform" modeler:executionPlatformVersion="7.21.0"',
      ).replace('isExecutable="true"', 'isExecutable="true" camunda:historyTimeToLive="P30D" camunda:versionTag="v2"'),
    );

    expect(converted.notes).toEqual([
      {
        elementId: 'process',
        severity: 'info',
        message: 'removed camunda:historyTimeToLive="P30D": history cleanup is configured on the engine, not in the model',
      },
      {
        elementId: 'start',
        severity: 'info',
        message: 'removed camunda:asyncBefore="true": Camunda 8 runs every step asynchronously: there is no transaction boundary to set',
      },
      {
        elementId: 'start',
        severity: 'info',
        message: 'removed camunda:exclusive="false": Camunda 8 runs every step asynchronously: there is no transaction boundary to set',
      },
    ]);
    expect(converted.extensions('process')).toEqual([{ $type: 'zeebe:VersionTag', value: 'v2' }]);
    expect(converted.xml).not.toContain('xmlns:camunda');
    expect(converted.xml).toContain('modeler:executionPlatform="Camunda Cloud" modeler:executionPlatformVersion="8.6.0"');
    expect(await compileBpmn(converted.xml)).toMatchObject({ ok: true });
  });

  it('should remove listeners and mark their elements with conversion:note extension elements', async () => {
    const converted = await convert(
      camunda7Model(
        '<bpmn:userTask id="approve"><bpmn:extensionElements><camunda:taskListener event="create" delegateExpression="${notifier}" /></bpmn:extensionElements></bpmn:userTask>',
      ),
    );

    const message = "the task listener on 'create' (delegateExpression ${notifier}) was removed: move its logic into a task or a worker";
    expect(converted.notes).toEqual([{ elementId: 'approve', severity: 'manual', message }]);
    expect(converted.extensions('approve')).toEqual([{ $type: 'zeebe:UserTask' }, { $type: 'conversion:note', severity: 'manual', $body: message }]);
    expect(converted.xml).toContain(`xmlns:conversion="${CONVERSION_NAMESPACE}"`);
  });

  it('should keep a Camunda 7 attribute it does not know, so the engine refuses it by name, and mark the element', async () => {
    const converted = await convert(camunda7Model('<bpmn:task id="task" camunda:someFutureAttribute="x" />'));

    expect(converted.notes).toEqual([
      {
        elementId: 'task',
        severity: 'manual',
        message: 'camunda:someFutureAttribute was not converted: the engine refuses the model until it is replaced or removed',
      },
    ]);
    expect(converted.xml).toContain('camunda:someFutureAttribute="x"');
    expect(converted.xml).toContain('xmlns:camunda=');
  });
});
