// A small GPT-3-shaped MLP in the GPU form (shared-memory tiled GEMMs with workgroup
// attributions, GeLU epilogue), written by the retired Python GEMM generator (simt
// flavour; python/kfusion/gemm, last in commit 98cfc39) and kept as it is.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mlp_up(%A: memref<64x128xf32>, %B: memref<128x64xf32>, %C: memref<64x64xf32>) workgroup(%As : memref<32x8xf32, #gpu.address_space<workgroup>>, %Bs : memref<8x32xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 16, 16, 1>} {
      %c32 = arith.constant 32 : index
      %cst = arith.constant 0.0 : f32
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %cst_48 = arith.constant 0.5 : f32
      %cst_51 = arith.constant 0.035677408136300125 : f32
      %cst_52 = arith.constant 0.7978845608028654 : f32
      %tx_1 = gpu.thread_id x
      %ty_2 = gpu.thread_id y
      %col_tile_3 = gpu.block_id x
      %row_tile_4 = gpu.block_id y
      %i_5 = arith.muli %row_tile_4, %c32 : index
      %i_6 = arith.muli %col_tile_3, %c32 : index
      %loop_12:4 = scf.for %kt_7 = %c0 to %c16 step %c1 iter_args(%acc_8 = %cst, %acc_9 = %cst, %acc_10 = %cst, %acc_11 = %cst) -> (f32, f32, f32, f32) {
        %i_13 = arith.muli %kt_7, %c8 : index
        %lt_14 = arith.cmpi ult, %tx_1, %c8 : index
        scf.if %lt_14 {
          %i_15 = arith.addi %i_5, %ty_2 : index
          %i_16 = arith.addi %i_13, %tx_1 : index
          %g_17 = memref.load %A[%i_15, %i_16] : memref<64x128xf32>
          memref.store %g_17, %As[%ty_2, %tx_1] : memref<32x8xf32, #gpu.address_space<workgroup>>
        }
        %i_18 = arith.addi %ty_2, %c16 : index
        %lt_19 = arith.cmpi ult, %tx_1, %c8 : index
        scf.if %lt_19 {
          %i_20 = arith.addi %i_5, %i_18 : index
          %i_21 = arith.addi %i_13, %tx_1 : index
          %g_22 = memref.load %A[%i_20, %i_21] : memref<64x128xf32>
          memref.store %g_22, %As[%i_18, %tx_1] : memref<32x8xf32, #gpu.address_space<workgroup>>
        }
        %lt_23 = arith.cmpi ult, %ty_2, %c8 : index
        scf.if %lt_23 {
          %i_24 = arith.addi %i_13, %ty_2 : index
          %i_25 = arith.addi %i_6, %tx_1 : index
          %g_26 = memref.load %B[%i_24, %i_25] : memref<128x64xf32>
          memref.store %g_26, %Bs[%ty_2, %tx_1] : memref<8x32xf32, #gpu.address_space<workgroup>>
        }
        %i_27 = arith.addi %tx_1, %c16 : index
        %lt_28 = arith.cmpi ult, %ty_2, %c8 : index
        scf.if %lt_28 {
          %i_29 = arith.addi %i_13, %ty_2 : index
          %i_30 = arith.addi %i_6, %i_27 : index
          %g_31 = memref.load %B[%i_29, %i_30] : memref<128x64xf32>
          memref.store %g_31, %Bs[%ty_2, %i_27] : memref<8x32xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %loop_37:4 = scf.for %kk_32 = %c0 to %c8 step %c1 iter_args(%acc_33 = %acc_8, %acc_34 = %acc_9, %acc_35 = %acc_10, %acc_36 = %acc_11) -> (f32, f32, f32, f32) {
          %a_38 = memref.load %As[%ty_2, %kk_32] : memref<32x8xf32, #gpu.address_space<workgroup>>
          %i_39 = arith.addi %ty_2, %c16 : index
          %a_40 = memref.load %As[%i_39, %kk_32] : memref<32x8xf32, #gpu.address_space<workgroup>>
          %b_41 = memref.load %Bs[%kk_32, %tx_1] : memref<8x32xf32, #gpu.address_space<workgroup>>
          %i_42 = arith.addi %tx_1, %c16 : index
          %b_43 = memref.load %Bs[%kk_32, %i_42] : memref<8x32xf32, #gpu.address_space<workgroup>>
          %acc_44 = math.fma %a_38, %b_41, %acc_33 : f32
          %acc_45 = math.fma %a_38, %b_43, %acc_34 : f32
          %acc_46 = math.fma %a_40, %b_41, %acc_35 : f32
          %acc_47 = math.fma %a_40, %b_43, %acc_36 : f32
          scf.yield %acc_44, %acc_45, %acc_46, %acc_47 : f32, f32, f32, f32
        }
        gpu.barrier
        scf.yield %loop_37#0, %loop_37#1, %loop_37#2, %loop_37#3 : f32, f32, f32, f32
      }
      %half_49 = arith.mulf %loop_12#0, %cst_48 : f32
      %x2_50 = arith.mulf %loop_12#0, %loop_12#0 : f32
      %poly_53 = math.fma %x2_50, %cst_51, %cst_52 : f32
      %u_54 = arith.mulf %loop_12#0, %poly_53 : f32
      %tanh_55 = math.tanh %u_54 : f32
      %gelu_56 = math.fma %half_49, %tanh_55, %half_49 : f32
      %i_57 = arith.addi %i_5, %ty_2 : index
      %i_58 = arith.addi %i_6, %tx_1 : index
      memref.store %gelu_56, %C[%i_57, %i_58] : memref<64x64xf32>
      %half_59 = arith.mulf %loop_12#1, %cst_48 : f32
      %x2_60 = arith.mulf %loop_12#1, %loop_12#1 : f32
      %poly_61 = math.fma %x2_60, %cst_51, %cst_52 : f32
      %u_62 = arith.mulf %loop_12#1, %poly_61 : f32
      %tanh_63 = math.tanh %u_62 : f32
      %gelu_64 = math.fma %half_59, %tanh_63, %half_59 : f32
      %i_65 = arith.addi %i_5, %ty_2 : index
      %i_66 = arith.addi %i_6, %tx_1 : index
      %i_67 = arith.addi %i_66, %c16 : index
      memref.store %gelu_64, %C[%i_65, %i_67] : memref<64x64xf32>
      %half_68 = arith.mulf %loop_12#2, %cst_48 : f32
      %x2_69 = arith.mulf %loop_12#2, %loop_12#2 : f32
      %poly_70 = math.fma %x2_69, %cst_51, %cst_52 : f32
      %u_71 = arith.mulf %loop_12#2, %poly_70 : f32
      %tanh_72 = math.tanh %u_71 : f32
      %gelu_73 = math.fma %half_68, %tanh_72, %half_68 : f32
      %i_74 = arith.addi %i_5, %ty_2 : index
      %i_75 = arith.addi %i_74, %c16 : index
      %i_76 = arith.addi %i_6, %tx_1 : index
      memref.store %gelu_73, %C[%i_75, %i_76] : memref<64x64xf32>
      %half_77 = arith.mulf %loop_12#3, %cst_48 : f32
      %x2_78 = arith.mulf %loop_12#3, %loop_12#3 : f32
      %poly_79 = math.fma %x2_78, %cst_51, %cst_52 : f32
      %u_80 = arith.mulf %loop_12#3, %poly_79 : f32
      %tanh_81 = math.tanh %u_80 : f32
      %gelu_82 = math.fma %half_77, %tanh_81, %half_77 : f32
      %i_83 = arith.addi %i_5, %ty_2 : index
      %i_84 = arith.addi %i_83, %c16 : index
      %i_85 = arith.addi %i_6, %tx_1 : index
      %i_86 = arith.addi %i_85, %c16 : index
      memref.store %gelu_82, %C[%i_84, %i_86] : memref<64x64xf32>
      gpu.return
    }
    gpu.func @mlp_down(%A: memref<64x64xf32>, %B: memref<64x128xf32>, %C: memref<64x128xf32>) workgroup(%As : memref<32x8xf32, #gpu.address_space<workgroup>>, %Bs : memref<8x32xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 16, 16, 1>} {
      %c32 = arith.constant 32 : index
      %cst = arith.constant 0.0 : f32
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %tx_1 = gpu.thread_id x
      %ty_2 = gpu.thread_id y
      %col_tile_3 = gpu.block_id x
      %row_tile_4 = gpu.block_id y
      %i_5 = arith.muli %row_tile_4, %c32 : index
      %i_6 = arith.muli %col_tile_3, %c32 : index
      %loop_12:4 = scf.for %kt_7 = %c0 to %c8 step %c1 iter_args(%acc_8 = %cst, %acc_9 = %cst, %acc_10 = %cst, %acc_11 = %cst) -> (f32, f32, f32, f32) {
        %i_13 = arith.muli %kt_7, %c8 : index
        %lt_14 = arith.cmpi ult, %tx_1, %c8 : index
        scf.if %lt_14 {
          %i_15 = arith.addi %i_5, %ty_2 : index
          %i_16 = arith.addi %i_13, %tx_1 : index
          %g_17 = memref.load %A[%i_15, %i_16] : memref<64x64xf32>
          memref.store %g_17, %As[%ty_2, %tx_1] : memref<32x8xf32, #gpu.address_space<workgroup>>
        }
        %i_18 = arith.addi %ty_2, %c16 : index
        %lt_19 = arith.cmpi ult, %tx_1, %c8 : index
        scf.if %lt_19 {
          %i_20 = arith.addi %i_5, %i_18 : index
          %i_21 = arith.addi %i_13, %tx_1 : index
          %g_22 = memref.load %A[%i_20, %i_21] : memref<64x64xf32>
          memref.store %g_22, %As[%i_18, %tx_1] : memref<32x8xf32, #gpu.address_space<workgroup>>
        }
        %lt_23 = arith.cmpi ult, %ty_2, %c8 : index
        scf.if %lt_23 {
          %i_24 = arith.addi %i_13, %ty_2 : index
          %i_25 = arith.addi %i_6, %tx_1 : index
          %g_26 = memref.load %B[%i_24, %i_25] : memref<64x128xf32>
          memref.store %g_26, %Bs[%ty_2, %tx_1] : memref<8x32xf32, #gpu.address_space<workgroup>>
        }
        %i_27 = arith.addi %tx_1, %c16 : index
        %lt_28 = arith.cmpi ult, %ty_2, %c8 : index
        scf.if %lt_28 {
          %i_29 = arith.addi %i_13, %ty_2 : index
          %i_30 = arith.addi %i_6, %i_27 : index
          %g_31 = memref.load %B[%i_29, %i_30] : memref<64x128xf32>
          memref.store %g_31, %Bs[%ty_2, %i_27] : memref<8x32xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %loop_37:4 = scf.for %kk_32 = %c0 to %c8 step %c1 iter_args(%acc_33 = %acc_8, %acc_34 = %acc_9, %acc_35 = %acc_10, %acc_36 = %acc_11) -> (f32, f32, f32, f32) {
          %a_38 = memref.load %As[%ty_2, %kk_32] : memref<32x8xf32, #gpu.address_space<workgroup>>
          %i_39 = arith.addi %ty_2, %c16 : index
          %a_40 = memref.load %As[%i_39, %kk_32] : memref<32x8xf32, #gpu.address_space<workgroup>>
          %b_41 = memref.load %Bs[%kk_32, %tx_1] : memref<8x32xf32, #gpu.address_space<workgroup>>
          %i_42 = arith.addi %tx_1, %c16 : index
          %b_43 = memref.load %Bs[%kk_32, %i_42] : memref<8x32xf32, #gpu.address_space<workgroup>>
          %acc_44 = math.fma %a_38, %b_41, %acc_33 : f32
          %acc_45 = math.fma %a_38, %b_43, %acc_34 : f32
          %acc_46 = math.fma %a_40, %b_41, %acc_35 : f32
          %acc_47 = math.fma %a_40, %b_43, %acc_36 : f32
          scf.yield %acc_44, %acc_45, %acc_46, %acc_47 : f32, f32, f32, f32
        }
        gpu.barrier
        scf.yield %loop_37#0, %loop_37#1, %loop_37#2, %loop_37#3 : f32, f32, f32, f32
      }
      %i_48 = arith.addi %i_5, %ty_2 : index
      %i_49 = arith.addi %i_6, %tx_1 : index
      memref.store %loop_12#0, %C[%i_48, %i_49] : memref<64x128xf32>
      %i_50 = arith.addi %i_5, %ty_2 : index
      %i_51 = arith.addi %i_6, %tx_1 : index
      %i_52 = arith.addi %i_51, %c16 : index
      memref.store %loop_12#1, %C[%i_50, %i_52] : memref<64x128xf32>
      %i_53 = arith.addi %i_5, %ty_2 : index
      %i_54 = arith.addi %i_53, %c16 : index
      %i_55 = arith.addi %i_6, %tx_1 : index
      memref.store %loop_12#2, %C[%i_54, %i_55] : memref<64x128xf32>
      %i_56 = arith.addi %i_5, %ty_2 : index
      %i_57 = arith.addi %i_56, %c16 : index
      %i_58 = arith.addi %i_6, %tx_1 : index
      %i_59 = arith.addi %i_58, %c16 : index
      memref.store %loop_12#3, %C[%i_57, %i_59] : memref<64x128xf32>
      gpu.return
    }
  }
  func.func @step(%X: memref<64x128xf32> {llvm.noalias}, %W1: memref<128x64xf32> {llvm.noalias}, %W2: memref<64x128xf32> {llvm.noalias}, %Y: memref<64x128xf32> {llvm.noalias}) {
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c4 = arith.constant 4 : index
    %t_1 = gpu.wait async
    %Hid, %t_2 = gpu.alloc async [%t_1] () : memref<64x64xf32>
    %t_3 = gpu.launch_func async [%t_2] @kernels::@mlp_up blocks in (%c2, %c2, %c1) threads in (%c16, %c16, %c1) args(%X : memref<64x128xf32>, %W1 : memref<128x64xf32>, %Hid : memref<64x64xf32>)
    %t_4 = gpu.launch_func async [%t_3] @kernels::@mlp_down blocks in (%c4, %c2, %c1) threads in (%c16, %c16, %c1) args(%Hid : memref<64x64xf32>, %W2 : memref<64x128xf32>, %Y : memref<64x128xf32>)
    %t_5 = gpu.dealloc async [%t_4] %Hid : memref<64x64xf32>
    gpu.wait [%t_5]
    return
  }
}
