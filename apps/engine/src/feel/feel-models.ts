/** Models of the FEEL limit specs: one expression each, where a modeller (or an attacker who may deploy) wrote it. */

function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="http://baton.dev/test">';

/** start → script task `run` (`expression`, result in `result`) → end. */
export function scriptModel(processId: string, expression: string): string {
  return `${HEAD}
  <bpmn:process id="${processId}" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="run" />
    <bpmn:scriptTask id="run"><bpmn:extensionElements><zeebe:script expression="${xmlText(expression)}" resultVariable="result" /></bpmn:extensionElements></bpmn:scriptTask>
    <bpmn:sequenceFlow id="f2" sourceRef="run" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;
}

/** start → timer catch `wait` (duration `duration`) → script task `run` (`expression`) → end. */
export function timerThenScriptModel(processId: string, duration: string, expression: string): string {
  return `${HEAD}
  <bpmn:process id="${processId}" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="wait" />
    <bpmn:intermediateCatchEvent id="wait">
      <bpmn:timerEventDefinition id="wait-timer"><bpmn:timeDuration xsi:type="bpmn:tFormalExpression">${xmlText(duration)}</bpmn:timeDuration></bpmn:timerEventDefinition>
    </bpmn:intermediateCatchEvent>
    <bpmn:sequenceFlow id="f2" sourceRef="wait" targetRef="run" />
    <bpmn:scriptTask id="run"><bpmn:extensionElements><zeebe:script expression="${xmlText(expression)}" resultVariable="result" /></bpmn:extensionElements></bpmn:scriptTask>
    <bpmn:sequenceFlow id="f3" sourceRef="run" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;
}

/** start → exclusive gateway whose flow to `end` has the condition `condition` (a default flow to `other`). */
export function conditionModel(processId: string, condition: string): string {
  return `${HEAD}
  <bpmn:process id="${processId}" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="decide" />
    <bpmn:exclusiveGateway id="decide" default="f3" />
    <bpmn:sequenceFlow id="f2" sourceRef="decide" targetRef="end"><bpmn:conditionExpression>${xmlText(condition)}</bpmn:conditionExpression></bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="f3" sourceRef="decide" targetRef="other" />
    <bpmn:endEvent id="end" />
    <bpmn:endEvent id="other" />
  </bpmn:process>
</bpmn:definitions>`;
}

/** start → task `work` with the input mapping `source` → `target` → end. */
export function mappingModel(processId: string, source: string): string {
  return `${HEAD}
  <bpmn:process id="${processId}" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="work" />
    <bpmn:task id="work"><bpmn:extensionElements><zeebe:ioMapping><zeebe:input source="${xmlText(source)}" target="mapped" /></zeebe:ioMapping></bpmn:extensionElements></bpmn:task>
    <bpmn:sequenceFlow id="f2" sourceRef="work" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;
}

/** start → timer catch `first` (PT…) → timer catch `then` whose duration is the expression `duration` → end. */
export function timerThenTimerModel(processId: string, first: string, duration: string): string {
  return `${HEAD}
  <bpmn:process id="${processId}" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="first" />
    <bpmn:intermediateCatchEvent id="first">
      <bpmn:timerEventDefinition id="first-timer"><bpmn:timeDuration xsi:type="bpmn:tFormalExpression">${xmlText(first)}</bpmn:timeDuration></bpmn:timerEventDefinition>
    </bpmn:intermediateCatchEvent>
    <bpmn:sequenceFlow id="f2" sourceRef="first" targetRef="then" />
    <bpmn:intermediateCatchEvent id="then">
      <bpmn:timerEventDefinition id="then-timer"><bpmn:timeDuration xsi:type="bpmn:tFormalExpression">${xmlText(duration)}</bpmn:timeDuration></bpmn:timerEventDefinition>
    </bpmn:intermediateCatchEvent>
    <bpmn:sequenceFlow id="f3" sourceRef="then" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;
}
