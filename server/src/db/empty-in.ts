// `x IN ()` is a syntax error in PostgreSQL, and an id list from a query (`roomIds=`) can be empty. This
// Kysely plugin rewrites every `in`/`not in` against an empty list into a constant false/true, once for
// all queries, so no route can turn an empty list into a 500.
import {
  BinaryOperationNode,
  OperationNodeTransformer,
  OperatorNode,
  PrimitiveValueListNode,
  ValueListNode,
  ValueNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

class EmptyInTransformer extends OperationNodeTransformer {
  protected override transformBinaryOperation(node: BinaryOperationNode, queryId?: QueryId): BinaryOperationNode {
    const op = OperatorNode.is(node.operator) ? node.operator.operator : null;
    const right = node.rightOperand;
    const empty = (PrimitiveValueListNode.is(right) || ValueListNode.is(right)) && right.values.length === 0;
    if (empty && (op === 'in' || op === 'not in')) {
      return BinaryOperationNode.create(ValueNode.createImmediate(1), OperatorNode.create('='), ValueNode.createImmediate(op === 'in' ? 0 : 1));
    }
    return super.transformBinaryOperation(node, queryId);
  }
}

export class EmptyInPlugin implements KyselyPlugin {
  readonly #transformer = new EmptyInTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
