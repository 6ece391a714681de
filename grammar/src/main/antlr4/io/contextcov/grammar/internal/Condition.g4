// The contextcov condition language (DESIGN.md section 3.2).
// Generated classes stay in this internal package; ConditionParser in io.contextcov.condition is the API.
grammar Condition;

condition : expr EOF ;

// Earlier alternatives bind tighter: not, then and, then or.
expr
    : (NOT_OP | NOT_WORD) expr               # notExpr
    | expr (AND_OP | AND_WORD) expr          # andExpr
    | expr (OR_OP | OR_WORD) expr            # orExpr
    | comparison                             # comparisonExpr
    ;

comparison
    : left=sum op=compareOp right=sum           # binaryComparison
    | left=sum NOT_WORD IN right=sum            # notInComparison
    | sum                                       # plainOperand
    ;

// Arithmetic binds tighter than comparison: unary minus, then * and /, then + and -.
sum
    : MINUS sum                                 # negExpr
    | sum op=(STAR | SLASH) sum                 # mulExpr
    | sum op=(PLUS | MINUS) sum                 # addExpr
    | operand                                   # operandExpr
    ;

compareOp
    : EQ | NE | LT | LE | GT | GE | IN | MATCHES | GLOB | STARTS_WITH | ENDS_WITH | CONTAINS
    ;

operand
    : primary selector*
    ;

selector
    : DOT name                     # fieldSelector
    | LBRACK STRING RBRACK         # keySelector
    | LBRACK INT RBRACK            # indexSelector
    ;

primary
    : STRING                                        # stringLiteral
    | (INT | DECIMAL)                               # numberLiteral
    | TRUE                                          # trueLiteral
    | FALSE                                         # falseLiteral
    | NULL                                          # nullLiteral
    | LBRACK (expr (COMMA expr)*)? COMMA? RBRACK    # listLiteral
    | ID LPAREN (expr (COMMA expr)*)? RPAREN        # callExpr
    | ID                                            # variable
    | LPAREN expr RPAREN                            # parenExpr
    ;

name
    : ID | AND_WORD | OR_WORD | NOT_WORD | IN | MATCHES | GLOB | STARTS_WITH | ENDS_WITH | CONTAINS
    | TRUE | FALSE | NULL
    ;

AND_OP      : '&&' ;
OR_OP       : '||' ;
NOT_OP      : '!' ;
AND_WORD    : 'and' | 'AND' ;
OR_WORD     : 'or' | 'OR' ;
NOT_WORD    : 'not' | 'NOT' ;
IN          : 'in' | 'IN' ;
MATCHES     : 'matches' ;
GLOB        : 'glob' ;
STARTS_WITH : 'startsWith' ;
ENDS_WITH   : 'endsWith' ;
CONTAINS    : 'contains' ;
TRUE        : 'true' ;
FALSE       : 'false' ;
NULL        : 'null' ;
EQ          : '==' ;
NE          : '!=' ;
LE          : '<=' ;
GE          : '>=' ;
LT          : '<' ;
GT          : '>' ;
ASSIGN      : '=' ;
LPAREN      : '(' ;
RPAREN      : ')' ;
LBRACK      : '[' ;
RBRACK      : ']' ;
COMMA       : ',' ;
DOT         : '.' ;
DECIMAL     : [0-9]+ ('.' [0-9]+)? [eE] [+-]? [0-9]+
            | [0-9]+ '.' [0-9]+
            ;
INT         : [0-9]+ ;
PLUS        : '+' ;
MINUS       : '-' ;
STAR        : '*' ;
SLASH       : '/' ;
ID          : [a-zA-Z_] [a-zA-Z_0-9]* ;
STRING      : '\'' ( ~['\\\r\n] | ESC )* '\''
            | '"' ( ~["\\\r\n] | ESC )* '"'
            ;
// Any character may follow a backslash: \\ \' \" \n \r \t and \uXXXX are escapes, every other pair
// (\b, \d, \.) stays as written, so regular expressions read as users expect.
fragment ESC : '\\' ~[\r\n] ;
WS          : [ \t\r\n]+ -> skip ;
UNTERMINATED_STRING : ( '\'' ( ~['\\\r\n] | ESC )* | '"' ( ~["\\\r\n] | ESC )* ) ;
BAD_CHAR    : . ;
